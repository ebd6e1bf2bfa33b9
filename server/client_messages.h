// The client's side of the protocol: writers of frontend messages and a
// reader of the server's replies. Used by the tests and the fuzz target,
// and the base of a wire client (the sqllogictest runner over the wire).
#ifndef KITE_SERVER_CLIENT_MESSAGES_H_
#define KITE_SERVER_CLIENT_MESSAGES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/frontend_messages.h"

namespace kite::server {

// Each appends one complete frontend message to `out`.
void WriteStartupMessage(
    std::string* out,
    const std::vector<std::pair<std::string, std::string>>& parameters);
void WriteSslRequest(std::string* out);
void WriteCancelRequest(std::string* out, int32_t process_id,
                        int32_t secret_key);
// SASLInitialResponse ('p'): the mechanism chosen and its first data.
void WriteSaslInitialResponse(std::string* out, std::string_view mechanism,
                              std::string_view data);
// SASLResponse ('p'): the mechanism's next data.
void WriteSaslResponse(std::string* out, std::string_view data);
void WriteQuery(std::string* out, std::string_view sql);
void WriteParse(std::string* out, std::string_view name, std::string_view sql,
                const std::vector<uint32_t>& param_oids);
void WriteBind(std::string* out, const BindMessage& m);
void WriteDescribe(std::string* out, char kind, std::string_view name);
void WriteExecute(std::string* out, std::string_view portal, int32_t max_rows);
void WriteClose(std::string* out, char kind, std::string_view name);
void WriteSync(std::string* out);
void WriteFlush(std::string* out);
void WriteTerminate(std::string* out);
// CopyData and CopyDone read the same both ways: see WriteCopyData and
// WriteCopyDone in backend_messages.h.
void WriteCopyFail(std::string* out, std::string_view message);

// One message from the server. `body` is a copy of the bytes after the
// length.
struct BackendMessage {
  char type = 0;
  std::string body;
};

// Cuts `data` (everything the server sent) into messages. A lone 'N' or
// 'S' answering an SSLRequest is not framed: pass `ssl_answer` to read it
// first as a message of that type with an empty body. Stops at the first
// incomplete message.
std::vector<BackendMessage> SplitBackendMessages(std::string_view data,
                                                 bool ssl_answer = false);

// The fields of an ErrorResponse or NoticeResponse body by code ('S',
// 'C', 'M', 'P', ...); empty for a missing field.
std::string ErrorField(const BackendMessage& m, char code);

// The cells of a DataRow body; nullopt for NULL.
std::vector<std::optional<std::string>> DataRowCells(const BackendMessage& m);

}  // namespace kite::server

#endif  // KITE_SERVER_CLIENT_MESSAGES_H_
