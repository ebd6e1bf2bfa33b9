#include "storage/array_codec.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace kite::storage_internal {
namespace {

template <typename T>
void Put(T v, std::string* out) {
  char buf[sizeof(T)];
  std::memcpy(buf, &v, sizeof(T));
  out->append(buf, sizeof(T));
}

// Reads a T at *pos, advancing it; zero if the bytes run out.
template <typename T>
T Take(std::string_view bytes, size_t* pos) {
  T v{};
  if (*pos + sizeof(T) <= bytes.size()) {
    std::memcpy(&v, bytes.data() + *pos, sizeof(T));
  }
  *pos += sizeof(T);
  return v;
}

}  // namespace

void EncodeArray(const Value& v, std::string* out) {
  const std::vector<Value>& elements = v.elements();
  Put<uint32_t>(static_cast<uint32_t>(elements.size()), out);
  TypeId id = v.type().id;
  for (const Value& e : elements) {
    if (e.is_null()) {
      out->push_back(0);
      continue;
    }
    out->push_back(1);
    if (id == TypeId::kIntegerArray) {
      Put<int32_t>(static_cast<int32_t>(e.int_value()), out);
    } else if (id == TypeId::kBigintArray) {
      Put<int64_t>(e.int_value(), out);
    } else {
      Put<uint32_t>(static_cast<uint32_t>(e.text().size()), out);
      out->append(e.text());
    }
  }
}

Value DecodeArray(Type array_type, std::string_view bytes) {
  size_t pos = 0;
  uint32_t count = Take<uint32_t>(bytes, &pos);
  std::vector<Value> elements;
  elements.reserve(count);
  Type element_type = array_type.element();
  for (uint32_t i = 0; i < count && pos < bytes.size(); ++i) {
    if (bytes[pos++] == 0) {
      elements.push_back(Value::Null(element_type));
      continue;
    }
    switch (array_type.id) {
      case TypeId::kIntegerArray:
        elements.push_back(Value::Integer(Take<int32_t>(bytes, &pos)));
        break;
      case TypeId::kBigintArray:
        elements.push_back(Value::Bigint(Take<int64_t>(bytes, &pos)));
        break;
      default: {
        uint32_t len = Take<uint32_t>(bytes, &pos);
        if (pos > bytes.size()) pos = bytes.size();
        elements.push_back(Value::Text(std::string(bytes.substr(pos, len))));
        pos += len;
        break;
      }
    }
  }
  return Value::Array(array_type, std::move(elements));
}

}  // namespace kite::storage_internal
