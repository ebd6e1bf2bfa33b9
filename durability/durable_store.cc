#include "durability/durable_store.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "durability/preallocated_log.h"
#include "leveldb/env.h"
#include "leveldb/options.h"
#include "leveldb/table.h"

namespace kite {
namespace {

// Written batches kept for NewBatch: enough for a group of commits (one
// per busy connection); at most 4 MB held idle.
constexpr size_t kSpareBatches = 64;
constexpr size_t kSpareBatchBytes = 64 << 10;

constexpr char kMeta = 'm';
constexpr char kTable = 't';
constexpr char kRow = 'r';
constexpr char kRole = 'u';
constexpr char kSetting = 's';
constexpr char kSequence = 'q';       // "q" id: a sequence's definition
constexpr char kSequenceState = 'v';  // "v" id: its state
constexpr char kNextId[] = "next_id";

void AppendBigEndian(uint64_t v, int bytes, std::string* out) {
  for (int i = bytes - 1; i >= 0; --i) {
    out->push_back(static_cast<char>((v >> (8 * i)) & 0xff));
  }
}

uint64_t ReadBigEndian(std::string_view s) {
  uint64_t v = 0;
  for (char c : s) v = (v << 8) | static_cast<uint8_t>(c);
  return v;
}

std::string TableKey(uint64_t id) {
  std::string key(1, kTable);
  AppendBigEndian(id, 8, &key);
  return key;
}

std::string RowKey(uint64_t table, RowId slot) {
  std::string key(1, kRow);
  AppendBigEndian(table, 8, &key);
  AppendBigEndian(slot, 4, &key);
  return key;
}

// A row's patch sorts right after the row: its key is the row's and this.
constexpr char kPatch = 'p';
constexpr size_t kRowKeySize = 13, kPatchKeySize = 14;

std::string PatchKey(uint64_t table, RowId slot) {
  std::string key = RowKey(table, slot);
  key.push_back(kPatch);
  return key;
}

// Whether `key` (starting with kRow) is a row's or a patch's.
bool IsRowOrPatchKey(std::string_view key) {
  return key.size() == kRowKeySize ||
         (key.size() == kPatchKeySize && key.back() == kPatch);
}

std::string NamedKey(char kind, std::string_view name) {
  std::string key(1, kind);
  key.append(name);
  return key;
}

std::string_view View(const leveldb::Slice& s) {
  return std::string_view(s.data(), s.size());
}

// The table files (*.ldb, *.sst) of `dir` whose blocks fail their
// checksums, with what is wrong in each.
std::vector<std::string> DamagedTableFiles(const std::string& dir) {
  std::vector<std::string> damaged;
  leveldb::Env* env = leveldb::Env::Default();
  std::vector<std::string> names;
  if (!env->GetChildren(dir, &names).ok()) return damaged;
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    if (!absl::EndsWith(name, ".ldb") && !absl::EndsWith(name, ".sst")) {
      continue;
    }
    const std::string path = dir + "/" + name;
    uint64_t size = 0;
    leveldb::RandomAccessFile* raw = nullptr;
    leveldb::Status s = env->GetFileSize(path, &size);
    if (s.ok()) s = env->NewRandomAccessFile(path, &raw);
    std::unique_ptr<leveldb::RandomAccessFile> file(raw);
    leveldb::Table* table = nullptr;
    if (s.ok()) s = leveldb::Table::Open(leveldb::Options(), raw, size, &table);
    std::unique_ptr<leveldb::Table> owned(table);
    if (s.ok()) {
      leveldb::ReadOptions options;
      options.verify_checksums = true;
      options.fill_cache = false;
      std::unique_ptr<leveldb::Iterator> it(owned->NewIterator(options));
      for (it->SeekToFirst(); it->Valid(); it->Next()) {
      }
      s = it->status();
    }
    if (!s.ok()) damaged.push_back(absl::StrCat(path, " (", s.ToString(), ")"));
  }
  return damaged;
}

// A leveldb error as a Status that says what failed and where.
absl::Status FromLevelDb(const leveldb::Status& s, const std::string& dir,
                         const char* doing) {
  const std::string what = s.ToString();
  if (s.IsCorruption()) {
    const std::vector<std::string> files = DamagedTableFiles(dir);
    return absl::DataLossError(absl::StrCat(
        "the database in \"", dir, "\" is damaged (", doing, "): ",
        files.empty() ? what
                      : absl::StrCat("damaged file ",
                                     absl::StrJoin(files, ", damaged file ")),
        "; kite --repair ", dir, " recovers what can be read"));
  }
  if (s.IsIOError() && absl::StrContains(what, "/LOCK")) {
    return absl::FailedPreconditionError(
        absl::StrCat("the database in \"", dir,
                     "\" is in use by another process (", what, ")"));
  }
  // A file cut short reads as an I/O error naming it.
  const bool reading = std::string_view(doing) != "write";
  return absl::UnavailableError(absl::StrCat(
      "could not ", doing, " the database in \"", dir, "\": ", what,
      reading ? absl::StrCat("; if a file is damaged, kite --repair ", dir,
                             " recovers what can be read")
              : ""));
}

}  // namespace

void DurableStore::Batch::PutTable(uint64_t id, std::string_view definition) {
  batch_->Put(TableKey(id),
              leveldb::Slice(definition.data(), definition.size()));
}

void DurableStore::Batch::DeleteTable(uint64_t id) {
  batch_->Delete(TableKey(id));
}

void DurableStore::Batch::PutRow(uint64_t table, RowId slot,
                                 std::string_view row) {
  batch_->Put(RowKey(table, slot), leveldb::Slice(row.data(), row.size()));
}

void DurableStore::Batch::DeleteRow(uint64_t table, RowId slot) {
  batch_->Delete(RowKey(table, slot));
}

void DurableStore::Batch::PutPatch(uint64_t table, RowId slot,
                                   std::string_view patch) {
  batch_->Put(PatchKey(table, slot),
              leveldb::Slice(patch.data(), patch.size()));
}

void DurableStore::Batch::DeletePatch(uint64_t table, RowId slot) {
  batch_->Delete(PatchKey(table, slot));
}

void DurableStore::Batch::PutRole(std::string_view name,
                                  std::string_view role) {
  batch_->Put(NamedKey(kRole, name), leveldb::Slice(role.data(), role.size()));
}

void DurableStore::Batch::DeleteRole(std::string_view name) {
  batch_->Delete(NamedKey(kRole, name));
}

void DurableStore::Batch::PutSequence(uint64_t id,
                                      std::string_view definition) {
  std::string key = TableKey(id);
  key[0] = kSequence;
  batch_->Put(key, leveldb::Slice(definition.data(), definition.size()));
}

void DurableStore::Batch::PutSequenceState(uint64_t id,
                                           std::string_view state) {
  std::string key = TableKey(id);
  key[0] = kSequenceState;
  batch_->Put(key, leveldb::Slice(state.data(), state.size()));
}

void DurableStore::Batch::DeleteSequence(uint64_t id) {
  std::string key = TableKey(id);
  key[0] = kSequence;
  batch_->Delete(key);
  key[0] = kSequenceState;
  batch_->Delete(key);
}

void DurableStore::Batch::PutSetting(std::string_view name,
                                     std::string_view value) {
  batch_->Put(NamedKey(kSetting, name),
              leveldb::Slice(value.data(), value.size()));
}

namespace {

// Cuts the record a killed process was writing off each log of `dir`: it
// lies before the log's zeros, where leveldb would read it as damage (see
// durability/preallocated_log.h). Holds the database's lock meanwhile, so that
// the log of a process that has the database open is never touched (its
// lock then fails this open as leveldb's own would).
absl::Status TrimTornLogs(const std::string& dir, leveldb::Env* env) {
  std::vector<std::string> logs;
  std::error_code listed;
  for (const std::filesystem::directory_entry& entry :
       std::filesystem::directory_iterator(dir, listed)) {
    if (entry.path().extension() == ".log") {
      logs.push_back(entry.path().string());
    }
  }
  if (logs.empty()) return absl::OkStatus();
  leveldb::FileLock* lock = nullptr;
  leveldb::Status s = env->LockFile(dir + "/LOCK", &lock);
  if (!s.ok()) return FromLevelDb(s, dir, "open");
  for (const std::string& log : logs) {
    s = TrimTornLogTail(log);
    if (!s.ok()) break;
  }
  (void)env->UnlockFile(lock);
  return s.ok() ? absl::OkStatus() : FromLevelDb(s, dir, "open");
}

}  // namespace

absl::StatusOr<std::unique_ptr<DurableStore>> DurableStore::Open(
    const std::string& dir) {
  leveldb::Options options;
  options.create_if_missing = true;
  options.paranoid_checks = true;  // a damaged file is an error, not skipped
  // Uncompressed: snappy saved 17% of the disk (items: 463 -> 555 bytes a
  // row without it) but cost the open half its speed (229 -> 426 MB/s of
  // table data) and compaction's compressing took 15-18% of kited's CPU
  // under a stream of updates (pgbench update 41-43K -> 45-49K TPS). The
  // copy on disk is there to be loaded whole at start. Blocks written
  // compressed by older versions stay readable (each says how it is).
  options.compression = leveldb::kNoCompression;
  options.write_buffer_size = 64 << 20;  // fewer, larger files on big loads
  options.max_file_size = 64 << 20;
  // Large blocks: the store is read whole at open, never by key.
  options.block_size = 64 << 10;
  options.env = PreallocatingLogEnv();
  if (absl::Status trimmed = TrimTornLogs(dir, options.env); !trimmed.ok()) {
    return trimmed;
  }
  leveldb::DB* raw = nullptr;
  leveldb::Status s = leveldb::DB::Open(options, dir, &raw);
  if (!s.ok()) return FromLevelDb(s, dir, "open");
  std::unique_ptr<DurableStore> store(
      new DurableStore(dir, std::unique_ptr<leveldb::DB>(raw)));
  std::string next;
  s = store->db_->Get(leveldb::ReadOptions(), NamedKey(kMeta, kNextId), &next);
  if (s.ok()) {
    uint64_t n = 0;
    if (!absl::SimpleAtoi(next, &n) || n == 0) {
      return absl::DataLossError(absl::StrCat(
          "the database in \"", dir, "\" is damaged: bad next table id"));
    }
    store->next_id_ = n;
    store->stored_next_id_ = n;
  } else if (!s.IsNotFound()) {
    return FromLevelDb(s, dir, "read");
  }
  return store;
}

absl::Status DurableStore::Repair(const std::string& dir) {
  leveldb::Options options;
  options.env = PreallocatingLogEnv();
  leveldb::Status s = leveldb::RepairDB(dir, options);
  if (!s.ok()) return FromLevelDb(s, dir, "repair");
  // A patch whose row was lost cannot be read (the open would fail on
  // it): it goes too.
  leveldb::DB* raw = nullptr;
  s = leveldb::DB::Open(options, dir, &raw);
  if (!s.ok()) return FromLevelDb(s, dir, "repair");
  std::unique_ptr<leveldb::DB> db(raw);
  leveldb::WriteBatch orphans;
  std::unique_ptr<leveldb::Iterator> it(
      db->NewIterator(leveldb::ReadOptions()));
  std::string row;  // the last row's key
  for (it->Seek(std::string(1, kRow)); it->Valid(); it->Next()) {
    const std::string_view key = View(it->key());
    if (key.front() != kRow) break;
    if (key.size() == kRowKeySize) {
      row = key;
    } else if (IsRowOrPatchKey(key) && key.substr(0, kRowKeySize) != row) {
      orphans.Delete(it->key());
    }
  }
  if (!it->status().ok()) return FromLevelDb(it->status(), dir, "repair");
  leveldb::WriteOptions sync;
  sync.sync = true;
  s = db->Write(sync, &orphans);
  return s.ok() ? absl::OkStatus() : FromLevelDb(s, dir, "repair");
}

DurableStore::DurableStore(std::string dir, std::unique_ptr<leveldb::DB> db)
    : dir_(std::move(dir)), db_(std::move(db)) {
  writer_ = std::thread([this] { WriterLoop(); });
}

DurableStore::~DurableStore() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
  }
  work_.notify_all();
  writer_.join();
  // The writer wrote everything queued, and ran the callbacks; none is
  // left unless a write failed at the very end.
  for (auto& [ticket, done] : callbacks_) {
    done(absl::UnavailableError("the database was closed"));
  }
}

absl::StatusOr<DurableStore::StoredCatalog> DurableStore::ReadCatalog() {
  StoredCatalog catalog;
  leveldb::ReadOptions options;
  options.verify_checksums = true;
  std::unique_ptr<leveldb::Iterator> it(db_->NewIterator(options));
  for (it->SeekToFirst(); it->Valid(); it->Next()) {
    std::string_view key = View(it->key());
    const char kind = key.front();
    if (kind == kRow) {
      // Rows sort between the metadata and the tables: skip them all.
      it->Seek(std::string(1, kRow + 1));
      if (!it->Valid()) break;
      key = View(it->key());
    }
    switch (key.front()) {
      case kTable:
        if (key.size() != 9) {
          return absl::DataLossError(absl::StrCat(
              "the database in \"", dir_, "\" is damaged: bad table key"));
        }
        catalog.tables.emplace_back(ReadBigEndian(key.substr(1)),
                                    std::string(View(it->value())));
        break;
      case kRole:
        catalog.roles.emplace_back(View(it->value()));
        break;
      case kSequence:
      case kSequenceState:
        if (key.size() != 9) {
          return absl::DataLossError(absl::StrCat(
              "the database in \"", dir_, "\" is damaged: bad sequence key"));
        }
        (key.front() == kSequence ? catalog.sequences : catalog.sequence_states)
            .emplace_back(ReadBigEndian(key.substr(1)),
                          std::string(View(it->value())));
        break;
      case kSetting:
        catalog.settings.emplace_back(std::string(key.substr(1)),
                                      std::string(View(it->value())));
        break;
      default:
        break;
    }
  }
  if (!it->status().ok()) return FromLevelDb(it->status(), dir_, "read");
  return catalog;
}

namespace {

// Rows read from the store, passed from the reading thread to the loading
// one: their bytes back to back, and where each is.
struct RowChunk {
  struct Row {
    uint64_t table;
    RowId slot;
    size_t offset;
    size_t size;
    bool patch;
  };
  std::string bytes;
  std::vector<Row> rows;
  absl::Status status;  // the read's outcome, in the last chunk
  bool last = false;
};

// A small queue of chunks between one producer and one consumer.
class ChunkQueue {
 public:
  // Waits while the queue is full; false once the consumer has stopped.
  bool Push(RowChunk chunk) {
    std::unique_lock<std::mutex> lock(mu_);
    changed_.wait(lock, [&] { return chunks_.size() < kDepth || stopped_; });
    if (stopped_) return false;
    chunks_.push_back(std::move(chunk));
    changed_.notify_all();
    return true;
  }
  RowChunk Pop() {
    std::unique_lock<std::mutex> lock(mu_);
    changed_.wait(lock, [&] { return !chunks_.empty(); });
    RowChunk chunk = std::move(chunks_.front());
    chunks_.pop_front();
    changed_.notify_all();
    return chunk;
  }
  void Stop() {
    std::lock_guard<std::mutex> lock(mu_);
    stopped_ = true;
    changed_.notify_all();
  }

 private:
  static constexpr size_t kDepth = 4;
  std::mutex mu_;
  std::condition_variable changed_;
  std::deque<RowChunk> chunks_;
  bool stopped_ = false;
};

}  // namespace

absl::Status DurableStore::ReadRows(
    absl::FunctionRef<absl::Status(uint64_t, RowId, bool, std::string_view)>
        row) {
  // One thread reads (and decompresses) while the caller's loads what it
  // read: loading a large database takes the longer of the two, not both.
  constexpr size_t kChunkBytes = 4 << 20;
  ChunkQueue queue;
  std::thread reader([&] {
    leveldb::ReadOptions options;
    options.verify_checksums = true;
    options.fill_cache = false;  // read once: the rows live in memory after
    std::unique_ptr<leveldb::Iterator> it(db_->NewIterator(options));
    RowChunk chunk;
    // Room for a chunk and the row that ends it: appending never copies.
    constexpr size_t kReserve = kChunkBytes + (1 << 20);
    chunk.bytes.reserve(kReserve);
    for (it->Seek(std::string(1, kRow)); it->Valid(); it->Next()) {
      std::string_view key = View(it->key());
      if (key.front() != kRow) break;
      if (!IsRowOrPatchKey(key)) {
        chunk.status = absl::DataLossError(absl::StrCat(
            "the database in \"", dir_, "\" is damaged: bad row key"));
        break;
      }
      std::string_view value = View(it->value());
      chunk.rows.push_back({ReadBigEndian(key.substr(1, 8)),
                            static_cast<RowId>(ReadBigEndian(key.substr(9, 4))),
                            chunk.bytes.size(), value.size(),
                            key.size() == kPatchKeySize});
      chunk.bytes.append(value);
      if (chunk.bytes.size() >= kChunkBytes) {
        if (!queue.Push(std::move(chunk))) return;
        chunk = RowChunk();
        chunk.bytes.reserve(kReserve);
      }
    }
    if (chunk.status.ok() && !it->status().ok()) {
      chunk.status = FromLevelDb(it->status(), dir_, "read");
    }
    chunk.last = true;
    queue.Push(std::move(chunk));
  });
  absl::Status s;
  while (true) {
    RowChunk chunk = queue.Pop();
    for (const RowChunk::Row& r : chunk.rows) {
      s = row(r.table, r.slot, r.patch,
              std::string_view(chunk.bytes).substr(r.offset, r.size));
      if (!s.ok()) break;
    }
    if (s.ok()) s = chunk.status;
    if (!s.ok() || chunk.last) break;
  }
  queue.Stop();  // the reader may wait on a full queue
  reader.join();
  return s;
}

absl::StatusOr<int64_t> DurableStore::DeleteRowsUnless(
    absl::FunctionRef<bool(uint64_t)> keep) {
  int64_t deleted = 0;
  leveldb::WriteBatch batch;
  std::unique_ptr<leveldb::Iterator> it(
      db_->NewIterator(leveldb::ReadOptions()));
  for (it->Seek(std::string(1, kRow)); it->Valid(); it->Next()) {
    std::string_view key = View(it->key());
    if (key.front() != kRow) break;
    if (IsRowOrPatchKey(key) && keep(ReadBigEndian(key.substr(1, 8)))) {
      continue;
    }
    batch.Delete(it->key());
    ++deleted;
  }
  if (!it->status().ok()) return FromLevelDb(it->status(), dir_, "read");
  if (deleted == 0) return 0;
  leveldb::WriteOptions options;
  options.sync = true;
  leveldb::Status s = db_->Write(options, &batch);
  if (!s.ok()) return FromLevelDb(s, dir_, "write");
  return deleted;
}

int64_t DurableStore::ApproximateRowBytes() {
  const std::string start(1, kRow), limit(1, kRow + 1);
  leveldb::Range range(start, limit);
  uint64_t size = 0;
  db_->GetApproximateSizes(&range, 1, &size);
  return static_cast<int64_t>(size);
}

uint64_t DurableStore::NewTableId() {
  std::lock_guard<std::mutex> lock(mu_);
  return next_id_++;
}

DurableStore::Batch DurableStore::NewBatch() {
  std::lock_guard<std::mutex> lock(spare_mu_);
  if (spare_.empty()) return Batch();
  Batch batch(std::move(spare_.back()));
  spare_.pop_back();
  return batch;
}

absl::StatusOr<uint64_t> DurableStore::Commit(Batch batch, bool sync) {
  std::lock_guard<std::mutex> lock(mu_);
  if (!failed_.ok()) return failed_;
  queue_.push_back({std::move(batch), sync, std::chrono::steady_clock::now()});
  const uint64_t ticket = ++queued_through_;
  work_.notify_one();
  return ticket;
}

absl::Status DurableStore::Wait(uint64_t ticket) {
  std::unique_lock<std::mutex> lock(mu_);
  written_.wait(lock,
                [&] { return written_through_ >= ticket || !failed_.ok(); });
  if (written_through_ >= ticket) return absl::OkStatus();
  return failed_;
}

void DurableStore::OnWritten(uint64_t ticket,
                             std::function<void(absl::Status)> done) {
  absl::Status status;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (written_through_ < ticket && failed_.ok()) {
      callbacks_.emplace_back(ticket, std::move(done));
      return;
    }
    if (written_through_ < ticket) status = failed_;
  }
  done(status);
}

absl::Status DurableStore::Flush() {
  std::unique_lock<std::mutex> lock(mu_);
  flush_asked_ = queued_through_;
  const uint64_t through = queued_through_;
  work_.notify_one();
  written_.wait(lock,
                [&] { return written_through_ >= through || !failed_.ok(); });
  return failed_;
}

void DurableStore::WriterLoop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (true) {
    work_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) {
      if (stopping_) return;
      continue;
    }
    // Only async commits queued: give others up to the flush interval to
    // join them, so that one write and one fsync serve them all.
    auto urgent = [&] {
      return stopping_ || flush_asked_ > written_through_ ||
             std::any_of(queue_.begin(), queue_.end(),
                         [](const Pending& p) { return p.sync; });
    };
    if (!urgent()) {
      work_.wait_until(lock, queue_.front().queued + kAsyncFlushInterval,
                       urgent);
    }
    std::deque<Pending> taken;
    taken.swap(queue_);
    const uint64_t through = queued_through_;
    // Every table id the taken commits use was handed out before they were
    // queued, so next_id_ now covers them all.
    const uint64_t next_id = next_id_;
    lock.unlock();
    // One leveldb write and one fsync for all, the next table id once.
    leveldb::WriteBatch& all = *taken.front().batch.batch_;
    for (size_t i = 1; i < taken.size(); ++i) {
      all.Append(*taken[i].batch.batch_);
    }
    if (next_id != stored_next_id_) {
      all.Put(NamedKey(kMeta, kNextId), std::to_string(next_id));
    }
    leveldb::WriteOptions options;
    options.sync = true;
    leveldb::Status s = db_->Write(options, &all);
    if (s.ok()) stored_next_id_ = next_id;
    {
      std::lock_guard<std::mutex> spare_lock(spare_mu_);
      for (Pending& p : taken) {
        if (spare_.size() < kSpareBatches &&
            p.batch.bytes() <= kSpareBatchBytes) {
          p.batch.batch_->Clear();  // keeps its buffer
          spare_.push_back(std::move(p.batch.batch_));
        }
      }
    }
    taken.clear();
    lock.lock();
    if (s.ok()) {
      written_through_ = through;
    } else if (failed_.ok()) {
      failed_ = absl::UnavailableError(absl::StrCat(
          "could not write to the database in \"", dir_, "\": ", s.ToString(),
          "; it refuses writes until it is opened again"));
    }
    written_.notify_all();
    // Callbacks run without the lock (they may queue work elsewhere).
    std::vector<std::pair<uint64_t, std::function<void(absl::Status)>>> ready;
    for (size_t i = 0; i < callbacks_.size();) {
      if (callbacks_[i].first <= written_through_ || !failed_.ok()) {
        ready.push_back(std::move(callbacks_[i]));
        callbacks_[i] = std::move(callbacks_.back());
        callbacks_.pop_back();
      } else {
        ++i;
      }
    }
    if (!ready.empty()) {
      const absl::Status status = failed_;
      const uint64_t written = written_through_;
      lock.unlock();
      for (auto& [ticket, done] : ready) {
        done(ticket <= written ? absl::OkStatus() : status);
      }
      lock.lock();
    }
  }
}

}  // namespace kite
