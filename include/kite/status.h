// Errors are absl::Status values carrying a PostgreSQL SQLSTATE code.
#ifndef KITE_STATUS_H_
#define KITE_STATUS_H_

#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace kite {

// SQLSTATE codes Kite reports (PostgreSQL Appendix A).
namespace sqlstate {
inline constexpr char kSyntaxError[] = "42601";
inline constexpr char kUndefinedTable[] = "42P01";
inline constexpr char kUndefinedColumn[] = "42703";
inline constexpr char kUndefinedFunction[] = "42883";
inline constexpr char kUndefinedObject[] = "42704";
inline constexpr char kInvalidSchemaName[] = "3F000";
inline constexpr char kInsufficientPrivilege[] = "42501";
inline constexpr char kInvalidRegularExpression[] = "2201B";
inline constexpr char kQueryCanceled[] = "57014";
inline constexpr char kAdminShutdown[] = "57P01";
inline constexpr char kDependentObjectsStillExist[] = "2BP01";
inline constexpr char kUndefinedParameter[] = "42P02";
inline constexpr char kDuplicateTable[] = "42P07";
inline constexpr char kDuplicateColumn[] = "42701";
inline constexpr char kAmbiguousColumn[] = "42702";
inline constexpr char kDatatypeMismatch[] = "42804";
inline constexpr char kGroupingError[] = "42803";
inline constexpr char kInvalidColumnReference[] = "42P10";
inline constexpr char kInvalidTableDefinition[] = "42P16";
inline constexpr char kFeatureNotSupported[] = "0A000";
inline constexpr char kUniqueViolation[] = "23505";
inline constexpr char kNotNullViolation[] = "23502";
inline constexpr char kCheckViolation[] = "23514";
inline constexpr char kDivisionByZero[] = "22012";
inline constexpr char kNumericValueOutOfRange[] = "22003";
inline constexpr char kInvalidTextRepresentation[] = "22P02";
inline constexpr char kInvalidDatetimeFormat[] = "22007";
inline constexpr char kDatetimeFieldOverflow[] = "22008";
inline constexpr char kInvalidTimeZoneDisplacement[] = "22009";
inline constexpr char kStringDataRightTruncation[] = "22001";
inline constexpr char kInvalidParameterValue[] = "22023";
inline constexpr char kCardinalityViolation[] = "21000";
inline constexpr char kInvalidEscapeSequence[] = "22025";
inline constexpr char kArraySubscriptError[] = "2202E";
inline constexpr char kSubstringError[] = "22011";
inline constexpr char kCannotCoerce[] = "42846";
inline constexpr char kWrongObjectType[] = "42809";
inline constexpr char kInvalidCursorState[] = "24000";
inline constexpr char kIoError[] = "58030";
inline constexpr char kBadCopyFileFormat[] = "22P04";
inline constexpr char kProgramLimitExceeded[] = "54000";
inline constexpr char kStatementTooComplex[] = "54001";
inline constexpr char kOutOfMemory[] = "53200";
inline constexpr char kInternalError[] = "XX000";
inline constexpr char kDuplicateObject[] = "42710";
inline constexpr char kProtocolViolation[] = "08P01";
inline constexpr char kInvalidPassword[] = "28P01";
inline constexpr char kInvalidAuthorization[] = "28000";
inline constexpr char kReservedName[] = "42939";
inline constexpr char kTooManyConnections[] = "53300";
inline constexpr char kSequenceGeneratorLimitExceeded[] = "2200H";
inline constexpr char kObjectNotInPrerequisiteState[] = "55000";
inline constexpr char kGeneratedAlways[] = "428C9";
}  // namespace sqlstate

// Makes an error with the given SQLSTATE; the absl code is derived from the
// SQLSTATE class (22 -> kOutOfRange / kInvalidArgument, 23 ->
// kFailedPrecondition, 42 -> kInvalidArgument, XX -> kInternal, ...).
absl::Status SqlError(std::string_view sqlstate, std::string message);

// The SQLSTATE carried by `status`; "00000" for OK, "XX000" if none was set.
std::string SqlStateOf(const absl::Status& status);

}  // namespace kite

#endif  // KITE_STATUS_H_
