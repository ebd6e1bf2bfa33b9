// UndoLog: the recorded inverse operations, and how each one is reverted.
#include <algorithm>
#include <iterator>
#include <utility>

#include "storage/dictionary_column.h"
#include "storage/table.h"
#include "storage/table_impl.h"

namespace kite {

using storage_internal::DictionaryColumn;
using storage_internal::TableData;

void Table::Impl::Undo(UndoLog::Entry& entry) {
  using Kind = UndoLog::Entry::Kind;
  TableData& d = *data;
  const bool has_key = d.primary_key.enabled();
  RowId row = entry.row;
  if (entry.kind != Kind::kTruncate && entry.kind != Kind::kSwapColumn) {
    for (const auto& index : owner->indexes_) index->BeforeChange(row);
  }
  switch (entry.kind) {
    case Kind::kInsert:
      if (has_key) d.primary_key.Erase(KeyOfSlot(row));
      for (auto& column : d.columns) column->Clear(row);
      for (auto it = entry.dictionary_added.rbegin();
           it != entry.dictionary_added.rend(); ++it) {
        if (DictionaryColumn* dict = d.columns[*it]->AsDictionary()) {
          dict->PopEntry();
        }
      }
      d.SetLive(row, false);
      --d.row_count;
      if (entry.reused_slot) {
        d.free_slots.push_back(row);
      } else if (d.slot_count > 0) {
        --d.slot_count;
      }
      break;
    case Kind::kDelete: {
      auto it = std::find(d.free_slots.rbegin(), d.free_slots.rend(), row);
      if (it != d.free_slots.rend()) d.free_slots.erase(std::next(it).base());
      for (size_t c = 0; c < d.columns.size(); ++c) {
        d.columns[c]->Set(row, entry.values[c]);
      }
      d.SetLive(row, true);
      ++d.row_count;
      if (has_key) d.primary_key.Insert(KeyOfValues(entry.values), row);
      break;
    }
    case Kind::kUpdate: {
      const bool key_changed = has_key && TouchesKey(entry.cols);
      if (key_changed) d.primary_key.Erase(KeyOfSlot(row));
      for (size_t i = entry.cols.size(); i-- > 0;) {
        d.columns[entry.cols[i]]->Set(row, entry.values[i]);
      }
      for (auto it = entry.dictionary_added.rbegin();
           it != entry.dictionary_added.rend(); ++it) {
        if (DictionaryColumn* dict = d.columns[*it]->AsDictionary()) {
          dict->PopEntry();
        }
      }
      if (key_changed) d.primary_key.Insert(KeyOfSlot(row), row);
      break;
    }
    case Kind::kTruncate:
      data = std::move(entry.data);
      for (const auto& index : owner->indexes_) index->MarkAllDirty();
      return;
    case Kind::kSwapColumn:
      d.columns[entry.cols[0]] = std::move(entry.column);
      return;
    case Kind::kAction:  // UndoLog::Rollback runs these; no table to undo
      return;
  }
  for (const auto& index : owner->indexes_) index->MarkDirty(row);
}

namespace {

// The emptied entry buffer of the thread's last log, for its next one: a
// statement's log (one entry for a keyed UPDATE) then allocates nothing.
struct SpareEntries {
  std::vector<UndoLog::Entry> entries;
  // Left without a buffer: a log destroyed later in the thread's exit
  // finds none to take (and leaves its own, freed with the process).
  ~SpareEntries() { std::vector<UndoLog::Entry>().swap(entries); }
};
thread_local SpareEntries spare;
// A larger buffer is freed, not kept.
constexpr size_t kMaxSpareEntries = 16;

}  // namespace

UndoLog::UndoLog() = default;
// A log that was neither committed (Clear) nor rolled back belongs to a
// statement that was unwound, e.g. by std::bad_alloc: it leaves no trace.
UndoLog::~UndoLog() {
  Rollback();
  const size_t capacity = entries_.capacity();
  if (capacity != 0 && capacity <= kMaxSpareEntries &&
      spare.entries.capacity() == 0) {
    spare.entries.swap(entries_);
  }
}

void UndoLog::Rollback() {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
    if (it->kind == Entry::Kind::kAction) {
      it->action();
      continue;
    }
    // Undoing is a change too: statistics computed in between (inside a
    // transaction) no longer hold.
    it->table->row_changes_.fetch_add(1, std::memory_order_relaxed);
    it->table->impl_->Undo(*it);
  }
  entries_.clear();
}

void UndoLog::Clear() { entries_.clear(); }

bool UndoLog::empty() const { return entries_.empty(); }

void UndoLog::Record(Entry entry) {
  if (entries_.capacity() == 0) entries_.swap(spare.entries);
  entries_.push_back(std::move(entry));
}

void UndoLog::ForEachChange(
    absl::FunctionRef<void(Table* table, RowId row, bool truncated,
                           uint64_t columns)>
        changed) const {
  constexpr uint64_t kAll = ~uint64_t{0};
  for (const Entry& e : entries_) {
    switch (e.kind) {
      case Entry::Kind::kInsert:
      case Entry::Kind::kDelete:
        changed(e.table, e.row, false, kAll);
        break;
      case Entry::Kind::kUpdate: {
        uint64_t columns = 0;
        for (int c : e.cols) columns |= c < 64 ? uint64_t{1} << c : kAll;
        changed(e.table, e.row, false, columns);
        break;
      }
      case Entry::Kind::kTruncate:
        changed(e.table, 0, true, kAll);
        break;
      case Entry::Kind::kSwapColumn:
      case Entry::Kind::kAction:
        break;
    }
  }
}

void UndoLog::RecordAction(std::function<void()> undo) {
  Entry entry;
  entry.kind = Entry::Kind::kAction;
  entry.action = std::move(undo);
  entries_.push_back(std::move(entry));
}

void UndoLog::Append(UndoLog* later) {
  // No exact reserve: a block appends statement after statement, and
  // geometric growth keeps that linear.
  for (Entry& entry : later->entries_) entries_.push_back(std::move(entry));
  later->entries_.clear();
}

}  // namespace kite
