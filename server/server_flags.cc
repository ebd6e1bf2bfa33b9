#include "server/server_flags.h"

#include <fstream>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/statement_memory.h"
#include "common/text_util.h"

namespace kite::server {
namespace {

absl::Status Invalid(std::string_view message) {
  return absl::InvalidArgumentError(std::string(message));
}

absl::StatusOr<int> ParseInt(std::string_view name, std::string_view value,
                             int min, int max) {
  int v;
  if (!absl::SimpleAtoi(std::string(value), &v) || v < min || v > max) {
    return Invalid(Cat("--", name, ": expected an integer from ",
                       std::to_string(min), " to ", std::to_string(max),
                       ", got \"", value, "\""));
  }
  return v;
}

absl::StatusOr<bool> ParseBool(std::string_view name, std::string_view value) {
  const std::string v = ToLower(value);
  if (v == "on" || v == "true" || v == "yes" || v == "1") return true;
  if (v == "off" || v == "false" || v == "no" || v == "0") return false;
  return Invalid(Cat("--", name, ": expected on or off, got \"", value, "\""));
}

// Stores a parsed value, or returns why it did not parse.
template <typename T, typename Field>
absl::Status Store(absl::StatusOr<T> parsed, Field* field) {
  if (!parsed.ok()) return parsed.status();
  *field = *parsed;
  return absl::OkStatus();
}

// Flags that may stand alone on the command line, meaning "on".
bool IsSwitch(std::string_view name) { return name == "ssl-required"; }

// Sets the setting `name` (flag name without "--", with '-') to `value`.
absl::Status Apply(std::string name, std::string_view value,
                   KitedFlags* flags) {
  for (char& c : name) {
    if (c == '_') c = '-';
  }
  ServerOptions& s = flags->server;
  if (name == "host") {
    s.host = std::string(value);
  } else if (name == "socket-dir") {
    s.socket_dir = std::string(value);
  } else if (name == "data") {
    flags->data_dir = std::string(value);
  } else if (name == "port") {
    return Store(ParseInt(name, value, 0, 65535), &s.port);
  } else if (name == "max-connections") {
    return Store(ParseInt(name, value, 1, 1000000), &s.max_connections);
  } else if (name == "workers") {
    return Store(ParseInt(name, value, 0, 1024), &s.workers);
  } else if (name == "auth") {
    return Store(ParseAuthMethod(value), &s.auth);
  } else if (name == "ssl-cert") {
    s.ssl_cert = std::string(value);
  } else if (name == "ssl-key") {
    s.ssl_key = std::string(value);
  } else if (name == "ssl-required") {
    return Store(ParseBool(name, value), &s.ssl_required);
  } else if (name == "authentication-timeout") {
    return Store(ParseInt(name, value, 0, 600), &s.authentication_timeout);
  } else if (name == "statement-mem" || name == "max-memory") {
    // A bare number counts MB here (kB in SET statement_mem).
    const int64_t bytes = ParseMemorySize(value, int64_t{1} << 20);
    const int64_t min = name == "statement-mem" ? int64_t{64} << 10 : 0;
    if (bytes < min) {
      return Invalid(Cat("--", name,
                         ": expected a size such as 512MB or 8GB (at least ",
                         FormatMemorySize(min), "), got \"", value, "\""));
    }
    (name == "statement-mem" ? flags->statement_mem : flags->max_memory) =
        bytes;
  } else if (name == "max-message-size") {
    return Store(ParseInt(name, value, 1024, (1 << 30) - 1),
                 &s.max_message_length);
  } else {
    return Invalid(Cat("unknown setting \"", name, "\" (see kited --help)"));
  }
  return absl::OkStatus();
}

}  // namespace

std::string KitedUsage() {
  return R"(Usage: kited [FLAGS]
Kite's server: speaks the PostgreSQL wire protocol (v3), so psql, pgbench
and PostgreSQL drivers connect to it.

Authentication: while no role has a password, only local connections (the
Unix socket, loopback addresses) are accepted, and trusted under any user
name. Once a role has one (CREATE USER name PASSWORD '...'), every
connection authenticates with SCRAM-SHA-256 as that role (it needs LOGIN).
Connections from other hosts always need SCRAM-SHA-256. No password ever
crosses the connection.

  --host ADDR             TCP address to listen on (default 127.0.0.1;
                          "" for no TCP listener)
  --port N                TCP port, also in the Unix socket's name
                          (default 5432, PostgreSQL's; 0 picks a free port)
  --socket-dir DIR        also listen on the Unix socket DIR/.s.PGSQL.<port>,
                          so that `psql -h DIR -p PORT` connects (default:
                          none)
  --data DIR              the directory that keeps the database (created if
                          missing; loaded into memory at start); without
                          it the database lives in memory only
  --config FILE           read settings from FILE first: `name = value`
                          lines with the names of these flags (host, port,
                          socket_dir, data, auth, ssl_cert, ssl_key,
                          ssl_required, authentication_timeout,
                          max_connections, workers, max_message_size,
                          statement_mem, max_memory), '#' comments; flags
                          given on the command line win
  --auth METHOD           how local connections authenticate: auto (the
                          default: trusted while no role has a password,
                          SCRAM-SHA-256 after), trust (always trusted) or
                          scram (always SCRAM-SHA-256); connections from
                          other hosts always use SCRAM-SHA-256
  --ssl-cert FILE         TLS certificate (PEM, may hold a chain); with
  --ssl-key FILE          its private key (PEM), an SSLRequest is answered
                          'S' and the connection switches to TLS (libpq's
                          sslmode=require); without them 'N'
  --ssl-required          refuse TCP connections without TLS (FATAL 28000);
                          the Unix socket is exempt
  --authentication-timeout S
                          seconds a client has to complete startup and
                          authentication, else FATAL 57014 and the
                          connection closes (default 60; 0: no limit)
  --max-connections N     connections beyond N are refused with FATAL 53300
                          "sorry, too many clients already" (default 100)
  --workers N             threads serving connections (TLS, authentication,
                          requests): each reads a request, runs it and answers
                          (default: one per core)
  --max-message-size N    longest message a client may send, in bytes
                          (default 1073741823, PostgreSQL's 1 GB); a longer
                          one closes the connection
  --statement-mem SIZE    what one statement may hold (sorts, hash tables,
                          buffered rows) before it fails with 53200 "out of
                          memory": the default of statement_mem, which a
                          connection may SET (default: a quarter of the
                          memory; SIZE as 512MB, 8GB; a bare number is MB)
  --max-memory SIZE       the most memory kited may use: past it new
                          statements are refused with 53200 and a statement
                          whose buffers would pass it fails (default: 90% of
                          the machine's or the cgroup's memory; 0: no limit)
  --help                  print this and exit

Per connection (SET, or options=-c... at startup): statement_timeout
stops a statement that runs longer (57014), statement_mem one that holds
more (53200); a CancelRequest (psql's Ctrl-C, a driver's cancel) stops the
running statement of its session.

Logs one line per connection and per error to stderr. SIGINT or SIGTERM:
stop accepting, close idle connections, let running statements finish,
exit.
)";
}

absl::Status ApplyConfigText(std::string_view text, KitedFlags* flags) {
  int line_number = 0;
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    ++line_number;
    std::string_view l = line;
    const size_t hash = l.find('#');
    if (hash != std::string_view::npos) l = l.substr(0, hash);
    l = StripSpaces(l);
    if (l.empty()) continue;
    const size_t eq = l.find('=');
    if (eq == std::string_view::npos) {
      return Invalid(Cat("config line ", std::to_string(line_number),
                         ": expected name = value"));
    }
    std::string name = ToLower(StripSpaces(l.substr(0, eq)));
    std::string_view value = StripSpaces(l.substr(eq + 1));
    if (value.size() >= 2 && value.front() == '\'' && value.back() == '\'') {
      value = value.substr(1, value.size() - 2);
    }
    absl::Status s = Apply(name, value, flags);
    if (!s.ok()) {
      return Invalid(Cat("config line ", std::to_string(line_number), ": ",
                         std::string(s.message())));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<KitedFlags> ParseKitedFlags(
    const std::vector<std::string>& args) {
  // Pairs of (name, value) in order; --config is applied before them.
  std::vector<std::pair<std::string, std::string>> given;
  KitedFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--help" || arg == "-h") {
      flags.help = true;
      continue;
    }
    if (arg.rfind("--", 0) != 0) {
      return Invalid(Cat("unexpected argument \"", arg, "\" (see --help)"));
    }
    std::string name = arg.substr(2);
    std::string value;
    const size_t eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    } else if (IsSwitch(name)) {
      value = "on";
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      return Invalid(Cat("--", name, " needs a value"));
    }
    if (name == "config") {
      flags.config_file = value;
    } else {
      given.emplace_back(std::move(name), std::move(value));
    }
  }
  if (!flags.config_file.empty()) {
    std::ifstream file(flags.config_file);
    if (!file) {
      return Invalid(
          Cat("cannot read config file \"", flags.config_file, "\""));
    }
    std::stringstream text;
    text << file.rdbuf();
    absl::Status s = ApplyConfigText(text.str(), &flags);
    if (!s.ok()) {
      return Invalid(Cat(flags.config_file, ": ", std::string(s.message())));
    }
  }
  for (const auto& [name, value] : given) {
    absl::Status s = Apply(name, value, &flags);
    if (!s.ok()) return s;
  }
  return flags;
}

}  // namespace kite::server
