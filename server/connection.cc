#include "server/connection.h"

#include <arpa/inet.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <string_view>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "kite/kite.h"
#include "kite/status.h"
#include "server/backend_messages.h"

namespace kite::server {
namespace {

// The pending read of a connection waiting for a request: what an idle
// connection holds. A request that fills it is read on at once, in
// kMoreRead steps, up to kMaxRead per turn (a bigger message is read in
// several turns).
constexpr size_t kFirstRead = 1024;
constexpr size_t kMoreRead = 64 * 1024;
constexpr size_t kMaxRead = 1 << 20;
// Buffers grown past this by a big message or result are given back once
// it is done, so that an idle connection stays small.
constexpr size_t kKeptBuffer = 64 * 1024;

void ShrinkIfBig(std::string* buffer) {
  if (buffer->empty() && buffer->capacity() > kKeptBuffer) {
    std::string().swap(*buffer);
  }
}

std::string FatalMessage(const char* code, std::string_view message) {
  ErrorFields f;
  f.severity = "FATAL";
  f.code = code;
  f.message = std::string(message);
  std::string out;
  WriteErrorResponse(&out, f);
  return out;
}

}  // namespace

Connection::Connection(uint64_t id,
                       asio::generic::stream_protocol::socket socket,
                       std::string peer, std::unique_ptr<Session> session,
                       ConnectionHost host)
    : id_(id),
      socket_(std::move(socket)),
      peer_(std::move(peer)),
      session_(std::move(session)),
      host_(std::move(host)),
      timer_(socket_.get_executor()),
      started_(std::chrono::steady_clock::now()) {}

Connection::~Connection() = default;

// Holds the connection for one handler (nested ones on the same thread
// share it). When the outermost lets go, it applies a Stop that came
// meanwhile: Stop found the connection held and left it a flag.
class Connection::Turn {
 public:
  explicit Turn(Connection* c) : c_(c), owns_(true) {
    c_->mu_.lock();
    ++c_->depth_;
  }
  // Takes the connection only when it is free (or this thread's).
  Turn(Connection* c, std::try_to_lock_t) : c_(c), owns_(c_->mu_.try_lock()) {
    if (owns_) ++c_->depth_;
  }
  Turn(const Turn&) = delete;
  Turn& operator=(const Turn&) = delete;
  ~Turn() {
    if (!owns_) return;
    const bool outermost = --c_->depth_ == 0;
    c_->mu_.unlock();
    if (outermost) c_->ApplyPendingStop();
  }
  bool owns() const { return owns_; }

 private:
  Connection* c_;
  bool owns_;
};

void Connection::Start() {
  Turn turn(this);
  // pg_terminate_backend: the graceful stop of a shutdown (57P01 at once
  // when idle), while the engine stops the running statement with 57P01.
  session_->SetTerminateHandler(
      [weak = std::weak_ptr<Connection>(shared_from_this())] {
        if (std::shared_ptr<Connection> self = weak.lock()) {
          self->terminate_requested_.store(true);
          self->Stop();
        }
      });
  session_->SetFlush(
      [this](std::string* out, const std::function<absl::Status()>& check) {
        return WriteWhileBusy(out, check);
      });
  host_.log(absl::StrCat("connection received: ", peer_));
  asio::error_code ignored;
  socket_.non_blocking(true, ignored);
  if (host_.authentication_timeout.count() > 0) {
    auth_timer_armed_ = true;
    timer_.expires_after(host_.authentication_timeout);
    timer_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      self->AuthenticationTimedOut(ec);
    });
  }
  Read();
}

void Connection::Stop() {
  stop_requested_.store(true);
  ApplyPendingStop();
}

void Connection::ApplyPendingStop() {
  if (!stop_requested_.load()) return;
  // Held: its holder applies the stop when it lets go (~Turn). Not a
  // Turn itself, whose end would call this again.
  std::unique_lock<std::recursive_mutex> lock(mu_, std::try_to_lock);
  if (!lock.owns_lock() || depth_ > 0 || stopping_) return;
  stopping_ = true;
  if (!reading_ || closed_) return;  // busy: Read() ends it
  // Idle: tell the client why, as PostgreSQL does, and close.
  EndWhileIdle("57P01", "terminating connection due to administrator command");
}

void Connection::EndWhileIdle(const char* code, const char* message) {
  if (end_code_ == nullptr) {
    end_code_ = code;
    end_message_ = message;
  }
  CancelRead();
}

uint64_t StatementClock() {
  static std::atomic<uint64_t> clock{0};
  return clock.fetch_add(1, std::memory_order_acq_rel) + 1;
}

bool Connection::Cancel(int32_t secret_key, uint64_t requested) {
  if (secret_key != session_->secret_key()) return false;
  // Without a Turn: the statement to stop holds the connection.
  if (busy_.load(std::memory_order_acquire) &&
      batch_started_.load(std::memory_order_acquire) < requested) {
    session_->Cancel();
  }
  return true;
}

void Connection::AuthenticationTimedOut(const asio::error_code& ec) {
  if (ec) return;  // cancelled: startup completed or closed
  // Held: the session runs (or the connection has moved on).
  Turn turn(this, std::try_to_lock);
  if (!turn.owns() || closed_) return;
  if (!reading_) {
    // The session runs (startup is quick): look again a little later.
    timer_.expires_after(std::chrono::milliseconds(100));
    timer_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      self->AuthenticationTimedOut(ec);
    });
    return;
  }
  if (session_->started()) return;
  host_.log("FATAL: 57014 canceling authentication due to timeout");
  EndWhileIdle("57014", "canceling authentication due to timeout");
}

void Connection::ArmIdleTimer() {
  if (!session_->started()) return;
  const Session::IdleLimit limit = session_->idle_limit();
  if (limit.ms <= 0) return;
  idle_timer_armed_ = true;
  timer_.expires_after(std::chrono::milliseconds(limit.ms));
  timer_.async_wait(
      [self = shared_from_this(), limit](const asio::error_code& ec) {
        if (ec) return;
        // Held: a request came at the same time (no longer idle).
        Turn turn(self.get(), std::try_to_lock);
        if (!turn.owns() || self->closed_ || !self->reading_) return;
        self->host_.log(
            absl::StrCat("FATAL: ", limit.sqlstate, " ", limit.message));
        self->EndWhileIdle(limit.sqlstate, limit.message);
      });
}

void Connection::CancelRead() {
  reading_ = false;
  asio::error_code ignored;
  socket_.cancel(ignored);
}

void Connection::Read() {
  if (end_code_ != nullptr || stopping_) {
    output_ = end_code_ != nullptr
                  ? FatalMessage(end_code_, end_message_)
                  : FatalMessage("57P01",
                                 "terminating connection due to "
                                 "administrator command");
    Write(/*close=*/true);
    return;
  }
  reading_ = true;
  ArmIdleTimer();
  if (tls_ == nullptr) {
    // A read rather than a wait for readability: Asio tries it at once and
    // then needs no epoll_ctl, where a wait costs one each time.
    const size_t old = input_.size();
    input_.resize(old + kFirstRead);
    socket_.async_read_some(
        asio::buffer(&input_[old], kFirstRead),
        [self = shared_from_this(), old](const asio::error_code& ec, size_t n) {
          Turn turn(self.get());
          self->input_.resize(old + n);
          if (self->ReadEnded(ec)) self->ReadMore(n == kFirstRead);
        });
    return;
  }
  tls_->AsyncRead(&input_,
                  [self = shared_from_this()](const asio::error_code& ec) {
                    Turn turn(self.get());
                    if (self->ReadEnded(ec)) self->Process();
                  });
}

bool Connection::ReadEnded(const asio::error_code& ec) {
  if (!reading_) {
    // Stop() cancelled the read: the client gets the notice.
    Read();
    return false;
  }
  reading_ = false;
  if (idle_timer_armed_) {
    idle_timer_armed_ = false;
    timer_.cancel();
  }
  if (ec) {
    Close();
    return false;
  }
  return true;
}

void Connection::ReadMore(bool full) {
  // Errors (the end included) are left for the next read to report, after
  // what came before them has been processed.
  asio::error_code ec;
  for (size_t taken = kFirstRead; full && taken < kMaxRead;
       taken += kMoreRead) {
    const size_t old = input_.size();
    input_.resize(old + kMoreRead);
    const size_t n =
        socket_.read_some(asio::buffer(&input_[old], kMoreRead), ec);
    input_.resize(old + n);
    full = n == kMoreRead;
  }
  Process();
}

void Connection::Process() {
  // A cancel request that came while the connection was idle is void.
  session_->ClearCancel();
  batch_started_.store(StatementClock(), std::memory_order_release);
  busy_.store(true, std::memory_order_release);
  bool close = false;
  // A sync commit is waited for without holding this thread (PostgreSQL's
  // backends each wait on their own): the answer is written once the store
  // has synced the commit, and meanwhile the thread serves others. The
  // work guard keeps the loop running until then: a shutdown waits for
  // the answer to be written.
  DeferredCommits deferred;
  if (current_worker_slot != nullptr) current_worker_slot->Begin();
  const size_t used = session_->Process(input_, &output_, &close);
  if (current_worker_slot != nullptr) current_worker_slot->End();
  busy_.store(false, std::memory_order_release);
  if (abandoned_) {
    // A streamed result broke off inside a message (the client went away,
    // or pg_terminate_backend while it waited): nothing more can be sent.
    output_.clear();
    close = true;
  }
  input_.erase(0, used);
  ShrinkIfBig(&input_);
  if (deferred.TryFinish()) {
    // Nothing to wait for (reads): answered at once, without the callback,
    // its work guard and the dispatch (800 of a 1cond request's 19K
    // instructions).
    Write(close);
    return;
  }
  deferred.Finish([self = shared_from_this(), close,
                   work = asio::make_work_guard(socket_.get_executor())](
                      absl::Status written) {
    bool close_now = close;
    if (!written.ok()) {
      // The answer may report commits that are not on disk: the client
      // gets an error instead, as when PostgreSQL cannot flush its WAL.
      self->host_.log(absl::StrCat("FATAL: 58030 ", written.message()));
      self->output_ = FatalMessage("58030", std::string(written.message()));
      close_now = true;
    }
    // At once when nothing was waited for; from the writer thread, on the
    // connection's executor.
    asio::dispatch(self->socket_.get_executor(), [self, close_now] {
      Turn turn(self.get());
      self->Write(close_now);
    });
  });
}

namespace {

// The end of the message of `out` (whole messages from its start) in which
// byte `at` lies.
size_t MessageEnd(const std::string& out, size_t at) {
  size_t end = 0;
  while (end <= at && end + 5 <= out.size()) {
    uint32_t length;
    std::memcpy(&length, out.data() + end + 1, 4);
    end += 1 + ntohl(length);
  }
  return std::min(end, out.size());
}

}  // namespace

absl::Status Connection::WriteWhileBusy(
    std::string* out, const std::function<absl::Status()>& check) {
  answered_ = true;
  std::string_view rest = *out;
  // Once the statement must stop: the end of the message being written,
  // which the client must get whole before the error; the rows after it
  // are dropped.
  size_t stop_at = std::string::npos;
  absl::Status stopped;
  auto written = [&] { return out->size() - rest.size(); };
  while (!rest.empty() && written() < stop_at) {
    if (stop_at == std::string::npos) {
      if (terminate_requested_.load()) {
        // The connection ends without another byte.
        abandoned_ = true;
        return SqlError(sqlstate::kAdminShutdown,
                        "terminating connection due to administrator command");
      }
      if (absl::Status s = check(); !s.ok()) {
        stopped = s;
        // Over TLS a write OpenSSL asked to retry must be retried whole:
        // the rest of the buffer (whole messages) goes too.
        stop_at = tls_ != nullptr ? out->size() : MessageEnd(*out, written());
        continue;
      }
    }
    asio::error_code ec;
    asio::socket_base::wait_type wait = asio::socket_base::wait_write;
    // Once stopping, no further than the end of the message in flight.
    std::string_view part = rest.substr(0, stop_at - written());
    const size_t before = part.size();
    if (tls_ != nullptr) {
      const bool finished = tls_->TryWrite(&part, &ec, &wait);
      rest.remove_prefix(before - part.size());
      if (finished && !ec) continue;
    } else {
      rest.remove_prefix(socket_.write_some(asio::buffer(part), ec));
      if (!ec) continue;
      if (ec == asio::error::would_block || ec == asio::error::try_again) {
        ec.clear();
      }
    }
    if (ec) {
      abandoned_ = true;
      return SqlError("08006", absl::StrCat("could not send data to client: ",
                                            ec.message()));
    }
    // The client's pace: wait (a while at a time, to look at cancel and
    // the deadline again) until the socket takes more.
    pollfd p{socket_.native_handle(),
             static_cast<short>(wait == asio::socket_base::wait_read ? POLLIN
                                                                     : POLLOUT),
             0};
    ::poll(&p, 1, 50);
  }
  out->clear();
  return stopped;
}

void Connection::Write(bool close) {
  answered_ = answered_ || !output_.empty();
  if (output_.empty()) {
    AfterWrite(close);
    return;
  }
  auto done = [self = shared_from_this(), close](const asio::error_code& ec,
                                                 size_t) {
    Turn turn(self.get());  // when it is an asynchronous write's end
    self->output_.clear();
    ShrinkIfBig(&self->output_);
    if (ec) {
      self->Close();
      return;
    }
    self->AfterWrite(close);
  };
  if (tls_ != nullptr) {
    tls_->AsyncWrite(output_, [done = std::move(done)](
                                  const asio::error_code& ec) { done(ec, 0); });
  } else {
    // Mostly the answer fits in the socket's buffer: written here, with no
    // trip through the loop; the rest (a big result) when there is room.
    asio::error_code ec;
    const size_t n = asio::write(socket_, asio::buffer(output_), ec);
    if (ec == asio::error::would_block || ec == asio::error::try_again) {
      output_.erase(0, n);
      asio::async_write(socket_, asio::buffer(output_), std::move(done));
    } else {
      done(ec, n);
    }
  }
}

void Connection::AfterWrite(bool close) {
  if (auth_timer_armed_ && session_->started()) {
    auth_timer_armed_ = false;
    timer_.cancel();
  }
  if (close) {
    Close();
  } else if (!on_workers_ && answered_ && !MoveToWorkers()) {
    Close();
  } else if (session_->wants_tls()) {
    StartTls();
  } else {
    Read();
  }
}

bool Connection::MoveToWorkers() {
  on_workers_ = true;
  // Nothing is pending on the socket (a read starts after this) and the
  // timer's wait, if any, has been cancelled: the socket's descriptor can
  // change loops. TLS keeps working: OpenSSL holds the same descriptor.
  asio::error_code ec;
  auto failed = [&] {
    host_.log(absl::StrCat("could not hand the connection to the workers: ",
                           ec.message()));
    return false;
  };
  const asio::generic::stream_protocol protocol =
      socket_.local_endpoint(ec).protocol();
  if (ec) return failed();
  const int fd = socket_.release(ec);
  if (ec) return failed();
  // No strand: the Turn keeps one handler of the connection at a time
  // (a strand costs 10-15% of a SELECT 1).
  const asio::any_io_executor workers = host_.workers->get_executor();
  asio::generic::stream_protocol::socket moved(workers);
  moved.assign(protocol, fd, ec);
  if (ec) {
    ::close(fd);
    return failed();
  }
  socket_ = std::move(moved);
  socket_.non_blocking(true, ec);  // Asio's own flag (the descriptor's stays)
  if (ec) return failed();
  // The old timer's wait ends cancelled; authentication_timeout still
  // counts from the connection's start.
  timer_ = asio::steady_timer(workers);
  if (auth_timer_armed_) {
    timer_.expires_at(started_ + host_.authentication_timeout);
    timer_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      self->AuthenticationTimedOut(ec);
    });
  }
  return true;
}

void Connection::StartTls() {
  if (!input_.empty()) {
    // Bytes sent in clear after the SSLRequest would otherwise count as
    // sent over TLS (PostgreSQL refuses them the same way).
    output_ =
        FatalMessage("08P01", "received unencrypted data after SSL request");
    host_.log("FATAL: 08P01 received unencrypted data after SSL request");
    input_.clear();
    Write(/*close=*/true);
    return;
  }
  tls_ = std::make_unique<TlsChannel>(&socket_, host_.tls);
  reading_ = true;  // Stop() may cancel the handshake like a read
  tls_->AsyncHandshake([self = shared_from_this()](const asio::error_code& ec) {
    Turn turn(self.get());
    const bool stopped = !self->reading_;
    self->reading_ = false;
    if (ec || stopped) {
      if (!stopped) {
        self->host_.log(
            absl::StrCat("could not accept SSL connection: ", ec.message()));
      }
      self->Close();
      return;
    }
    self->session_->TlsStarted();
    self->Read();
  });
}

void Connection::Close() {
  if (closed_) return;
  closed_ = true;
  timer_.cancel();
  asio::error_code ignored;
  socket_.shutdown(asio::socket_base::shutdown_both, ignored);
  socket_.close(ignored);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started_)
          .count();
  host_.log(absl::StrCat("disconnection: session time ",
                         absl::StrFormat("%.3f", seconds), " s ", peer_,
                         session_->started()
                             ? absl::StrCat(" user=", session_->user(),
                                            " database=", session_->database())
                             : std::string()));
  host_.on_closed(id_);
}

}  // namespace kite::server
