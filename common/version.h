// The version Kite reports to PostgreSQL clients.
#ifndef KITE_COMMON_VERSION_H_
#define KITE_COMMON_VERSION_H_

namespace kite {

// What server_version reports: drivers parse the leading "15.0".
inline constexpr char kServerVersion[] = "15.0 (Kite)";
// What version() returns.
inline constexpr char kVersionString[] =
    "PostgreSQL 15.0 (Kite) on x86_64-pc-linux-gnu, an in-memory SQL engine";

}  // namespace kite

#endif  // KITE_COMMON_VERSION_H_
