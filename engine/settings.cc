// SET and SHOW, and the settings the engine acts on (catalog/settings.h):
// jit and jit_opt_level, plan_cache_size, enable_indexes, geqo_threshold,
// durability and default_toast_compression, all stored with the database,
// and statement_mem (the default of sessions, not stored).
#include <memory>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/statement_memory.h"
#include "durability/commit.h"
#include "engine/database_impl.h"
#include "engine/memory_settings.h"
#include "kite/status.h"
#include "planner/join_order.h"
#include "storage/compression.h"

namespace kite {

void DatabaseImpl::DefineSettings() {
  settings_.Define(
      {"jit", "on", true, [this](const std::string& value) {
         const std::string v = absl::AsciiStrToLower(value);
         jit::JitMode mode;
         if (v == "force") {
           mode = jit::JitMode::kForce;
         } else {
           absl::StatusOr<bool> on = ParseBoolSetting("jit", value, true);
           if (!on.ok()) {
             return InvalidSettingValue("jit", value, "on, off, force");
           }
           mode = *on ? jit::JitMode::kOn : jit::JitMode::kOff;
         }
         jit_mode_.store(static_cast<int>(mode));
         return absl::OkStatus();
       }});
  settings_.Define(
      {"jit_opt_level", "2", true, [this](const std::string& value) {
         int level = 2;
         if (!value.empty() &&
             (!absl::SimpleAtoi(value, &level) || level < 0 || level > 3)) {
           return InvalidSettingValue("jit_opt_level", value, "0, 1, 2, 3");
         }
         jit_opt_level_.store(level);
         return absl::OkStatus();
       }});
  settings_.Define({"plan_cache_size", absl::StrCat(kDefaultPlanCacheSize),
                    true, [this](const std::string& value) {
                      int64_t size = kDefaultPlanCacheSize;
                      if (!value.empty() &&
                          (!absl::SimpleAtoi(value, &size) || size < 0 ||
                           size > kMaxPlanCacheSize)) {
                        return InvalidSettingValue("plan_cache_size", value);
                      }
                      plan_cache_.SetCapacity(static_cast<size_t>(size));
                      return absl::OkStatus();
                    }});
  settings_.Define(
      {"enable_indexes", "on", true, [this](const std::string& value) {
         absl::StatusOr<bool> on =
             ParseBoolSetting("enable_indexes", value, true);
         if (!on.ok()) return on.status();
         if (*on != catalog_.indexes_enabled()) {
           catalog_.set_indexes_enabled(*on);
         }
         return absl::OkStatus();
       }});
  settings_.Define(
      {"geqo_threshold", absl::StrCat(plan::kDefaultGreedyThreshold), true,
       [this](const std::string& value) {
         int threshold = plan::kDefaultGreedyThreshold;
         if (!value.empty() && !absl::SimpleAtoi(value, &threshold)) {
           return InvalidSettingValue("geqo_threshold", value);
         }
         if (threshold < 2) {
           return SqlError(sqlstate::kInvalidParameterValue,
                           absl::StrCat(threshold,
                                        " is outside the valid range for "
                                        "parameter \"geqo_threshold\" (2 .. "
                                        "2147483647)"));
         }
         if (threshold != catalog_.join_greedy_threshold()) {
           catalog_.set_join_greedy_threshold(threshold);
         }
         return absl::OkStatus();
       }});
  SetDefaultStatementMem(DefaultStatementMem());
  settings_.Define(
      {"durability", "sync", true, [this](const std::string& value) {
         if (!value.empty() && value != "sync" && value != "async") {
           return InvalidSettingValue("durability", value, "sync, async");
         }
         sync_commits_.store(value != "async", std::memory_order_relaxed);
         return absl::OkStatus();
       }});
  settings_.Define(
      {"default_toast_compression", "none", true, [](const std::string& value) {
         if (!value.empty() &&
             !CompressionFromName(absl::AsciiStrToLower(value)).has_value()) {
           return InvalidSettingValue("default_toast_compression", value,
                                      "none, lz4, zstd");
         }
         return absl::OkStatus();
       }});
}

void DatabaseImpl::SetDefaultStatementMem(int64_t bytes) {
  default_statement_mem_ = bytes;
  statement_mem_.store(bytes, std::memory_order_relaxed);
  // Not stored: how much memory a statement may take is the process's
  // business (OpenOptions), not the data's.
  settings_.Define({"statement_mem", FormatMemorySize(bytes), false,
                    [this](const std::string& value) {
                      absl::StatusOr<int64_t> parsed =
                          value.empty() ? default_statement_mem_
                                        : ParseStatementMem(value);
                      if (!parsed.ok()) return parsed.status();
                      statement_mem_.store(*parsed, std::memory_order_relaxed);
                      return absl::OkStatus();
                    }});
}

Compression DatabaseImpl::DefaultCompression() const {
  std::optional<std::string> method =
      settings_.Get("default_toast_compression");
  if (!method.has_value()) return Compression::kNone;
  return CompressionFromName(absl::AsciiStrToLower(*method))
      .value_or(Compression::kNone);
}

jit::JitSettings DatabaseImpl::jit_settings() const {
  return {static_cast<jit::JitMode>(jit_mode_.load(std::memory_order_relaxed)),
          jit_opt_level_.load(std::memory_order_relaxed)};
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::SetStmt& stmt) {
  const std::string value = stmt.is_default ? "" : stmt.value;  // "": RESET
  if (absl::Status s = settings_.Set(stmt.name, value); !s.ok()) return s;
  if (store_ != nullptr && settings_.IsStored(stmt.name)) {
    if (absl::Status s = PersistSetting(*store_, stmt.name, value); !s.ok()) {
      return s;
    }
  }
  auto data = std::make_unique<ResultData>();
  data->tag = "SET";
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::ShowStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "SHOW";
  if (stmt.name == "all") {
    data->SetColumns({"name", "setting"}, {Type::Text(), Type::Text()});
    for (const auto& [name, value] : settings_.All()) {
      data->AppendRow({Value::Text(name), Value::Text(value)});
    }
    return Wrap(std::move(data));
  }
  std::optional<std::string> value = settings_.Get(stmt.name);
  if (!value.has_value()) {
    return SqlError(sqlstate::kUndefinedObject,
                    absl::StrCat("unrecognized configuration parameter \"",
                                 stmt.name, "\""));
  }
  data->SetColumns({stmt.name}, {Type::Text()});
  data->AppendRow({Value::Text(*value)});
  return Wrap(std::move(data));
}

}  // namespace kite
