// PostgreSQL's text output of values and identifiers, for the key detail of
// constraint errors ("Key (id)=(1) already exists."). Storage cannot depend
// on the SQL layer's formatting, so it carries this small copy.
#ifndef KITE_STORAGE_KEY_TEXT_H_
#define KITE_STORAGE_KEY_TEXT_H_

#include <string>
#include <string_view>

#include "kite/value.h"

namespace kite::storage_internal {

// `v` as PostgreSQL prints it: t/f, 42, 1.5, 123.45, 2024-01-31,
// 2024-01-31 12:00:00.5, {1,NULL,"a b"}; NULL as "null" (as in key details).
std::string KeyValueText(const Value& v);

// `name` as quote_identifier() shows it: bare when it is a lower-case
// identifier, otherwise in double quotes.
std::string QuoteIdentifier(std::string_view name);

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_KEY_TEXT_H_
