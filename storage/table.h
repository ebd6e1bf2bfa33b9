// A table held in memory column by column.
//
// Rows are addressed by RowId, a slot number; deleted slots are reused by
// later inserts. Every column is stored in chunks of contiguous values with a
// null bitmap; TEXT lives in a string heap (offsets into chunked byte
// buffers), and a TEXT column with few distinct values is dictionary-encoded
// so that equality compares integer codes. A TEXT or array column declared
// with COMPRESSION lz4 | zstd keeps its values in compressed blocks
// (storage/compressed_column.h).
//
// Concurrency: the table does no locking of its own. A statement takes
// lock() shared to read or exclusive to write (storage/lock_manager.h), for
// its whole duration or its transaction's, so a reader never sees a
// half-applied statement or an uncommitted transaction.
//
// Atomicity: every change is recorded in an UndoLog; UndoLog::Rollback()
// puts the table back as it was before the statement began.
//
// Arrays are stored one encoded byte string per row in a string heap (see
// storage/array_codec.h) and boxed into Values when fetched.
#ifndef KITE_STORAGE_TABLE_H_
#define KITE_STORAGE_TABLE_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "kite/type.h"
#include "kite/value.h"
#include "storage/compression.h"
#include "storage/lock_manager.h"
#include "storage/table_index.h"
#include "storage/table_stats.h"
#include "storage/value_lanes.h"
#include "storage/vector.h"

namespace kite {

class UndoLog;
namespace storage_internal {
class ColumnBuilder;
class TrackedColumn;
}  // namespace storage_internal

struct ColumnSchema {
  std::string name;
  Type type;
  bool not_null = false;  // primary key columns are always not null
  // COMPRESSION lz4 | zstd: the values are kept in compressed blocks (only
  // for types TypeSupportsCompression accepts).
  Compression compression = Compression::kNone;
};

// ALTER TABLE ... SET COMPRESSION's work on one column, between
// Table::StartRebuild and Table::FinishRebuild (table_recompress.cc).
class ColumnRebuild {
 public:
  ~ColumnRebuild();
  ColumnRebuild(const ColumnRebuild&) = delete;
  ColumnRebuild& operator=(const ColumnRebuild&) = delete;

 private:
  friend class Table;
  ColumnRebuild();
  int col_ = 0;
  Compression compression_ = Compression::kNone;
  // The wrapper noting the rows written meanwhile; valid while *alive_.
  const storage_internal::TrackedColumn* tracked_ = nullptr;
  std::shared_ptr<const bool> alive_;
  RowId copied_ = 0;  // slots [0, copied_) are in the new store
  RowId end_ = 0;     // slot_count() at the start
  std::unique_ptr<storage_internal::ColumnBuilder> builder_;
};

// A column of the table Table::Reshape makes: one of the table's columns,
// whose values move (so its type stays), or a new one, NULL in every row
// until it is set.
struct ReshapedColumn {
  ColumnSchema schema;
  int source = -1;  // the column it was, or -1: a new column
};

struct TableSchema {
  std::vector<ColumnSchema> columns;
  std::vector<int> primary_key;  // column positions; empty if none
  // The primary key's index and constraint name: table_pkey unless given
  // (a renamed table keeps its key's name, as in PostgreSQL). Set by the
  // Table for a key without one; empty without a key.
  std::string key_name;
  // Position of the column named `name` (exact match), or -1.
  int ColumnIndex(std::string_view name) const;
};

// One chunk of a column as stored, for compiled kernels (jit/) that read
// columns in place instead of through Fetch(). Rows of chunk c are the slots
// [c * kTableChunkRows, (c + 1) * kTableChunkRows); `data` is indexed by the
// slot's offset in the chunk.
struct ColumnChunk {
  enum class Layout {
    kNone,        // nothing readable in place (a column of unknown type)
    kBool8,       // uint8_t 0/1
    kInt32,       // integer, date
    kInt64,       // bigint, numeric (scaled), timestamp
    kDouble,      // double precision
    kDictionary,  // TEXT as uint32_t codes (Table::DictionaryText)
    kHeap,        // TEXT or arrays in a heap: `data` holds uint32_t
                  // offsets into `heap`, `lengths` the byte lengths
  };
  Layout layout = Layout::kNone;
  const void* data = nullptr;
  // Bit (offset & 63) of word (offset >> 6) is 1 where the value is NULL;
  // null when no slot of the chunk is NULL. Covers the whole chunk.
  const uint64_t* null_words = nullptr;
  // Slots of the chunk that have a value; offsets >= size must not be read.
  RowId size = 0;
  // Opaque handle of the column for ColumnText / DictionaryText.
  const void* column = nullptr;
  // kHeap: slot i's bytes are heap[data[i] .. data[i] + lengths[i]).
  const uint32_t* lengths = nullptr;
  const char* heap = nullptr;
};
inline constexpr RowId kTableChunkRows = RowId{1} << 16;

// Memory used by one column, for the kite_tables / kite_columns views.
struct ColumnMemory {
  std::string name;
  std::string encoding;  // "plain", "dictionary", "heap", "lz4", "zstd"
  size_t bytes = 0;
};

// Up to this many scattered rows are read with Prefetch before Fetch.
inline constexpr int kPrefetchRows = 16;

class Table {
 public:
  Table(std::string name, TableSchema schema);
  ~Table();
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  const std::string& name() const { return name_; }
  const TableSchema& schema() const { return schema_; }
  // ALTER COLUMN SET / DROP NOT NULL (the caller holds lock() exclusively
  // and has checked the rows).
  void SetNotNull(int col, bool not_null) {
    schema_.columns[col].not_null = not_null;
  }
  // The table's lock (taken through the LockManager).
  Lockable& lock() const { return lock_; }
  // The key its rows have on disk (durability/durable_store.h); 0 until it is
  // stored. Changed by the commit that stores it, under the table's lock.
  uint64_t storage_id() const {
    return storage_id_.load(std::memory_order_relaxed);
  }
  void set_storage_id(uint64_t id) {
    storage_id_.store(id, std::memory_order_relaxed);
  }
  // The slots whose stored row has a patch on disk, each with the columns
  // the patch holds (durability/durable_store.h): kept by the commits that
  // store the table's rows, under its exclusive lock, and by loading.
  absl::flat_hash_map<RowId, uint64_t>& stored_patches() {
    return stored_patches_;
  }

  // Live rows.
  size_t row_count() const;
  // One past the largest slot ever used: scans visit [0, slot_count()).
  RowId slot_count() const;
  bool is_live(RowId row) const;

  // Whether every slot in [begin, end) holds a live row (end <=
  // slot_count()).
  bool AllLive(RowId begin, RowId end) const;

  // Appends the live row ids in [begin, end) to `out`.
  void LiveRows(RowId begin, RowId end, std::vector<RowId>* out) const;

  // Reads column `col` of rows[0..n) into `out` (reset to n values of the
  // column's type). TEXT views point into the table and stay valid until the
  // next write to the table. Rows must be live (from LiveRows or an index);
  // a run of consecutive ids is copied without per-row work. Thread-safe
  // with other readers.
  void Fetch(int col, const RowId* rows, int n, Vector* out) const;
  // A hint that Fetch(col, rows, n, ...) comes next: starts loading its
  // cache lines (ColumnStore::Prefetch). Worth it for a few scattered rows
  // (up to kPrefetchRows), whose columns then load at once.
  void Prefetch(int col, const RowId* rows, int n) const;
  // Once Prefetch(col, rows, n) has loaded its lines: starts loading what
  // they point to (TEXT bytes). Only a hint.
  void PrefetchValues(int col, const RowId* rows, int n) const;
  // Appends column `col` of live rows[0..n) to `out`, as Fetch and
  // ValueLanes::AppendVector would, without a vector in between (a
  // result's rows straight from the table).
  void AppendRows(int col, const RowId* rows, int n, ValueLanes* out) const;
  // Writes column `col` of the live row `row` into the one slot of `out`
  // (ValueLanes::MakeSlot for the column's type).
  void SetOne(int col, RowId row, ValueLanes* out) const;
  // A hint that FindByPrimaryKey(key) comes next: starts loading the hash
  // slot it reads, so that the misses of several lookups overlap.
  void PrefetchPrimaryKey(absl::Span<const Value> key) const;
  // One value, boxed (NULL for a slot never written).
  Value GetValue(RowId row, int col) const;
  // Whether the value is non-NULL TEXT that can be read in place, and then
  // its bytes (valid while the caller holds lock() and no write happens):
  // GetValue without the copy. False for NULL, other types and compressed
  // columns.
  bool PeekText(RowId row, int col, std::string_view* text) const;
  std::vector<Value> GetRow(RowId row) const;
  // Appends EncodeRow(column types, GetRow(row)) (storage/row_codec.h) to
  // `out`, reading text in place.
  void EncodeRow(RowId row, std::string* out) const;
  // Appends the encoding of the columns of `row` whose bits are set in
  // `columns` (column c is bit c), in column order, as EncodeRow does.
  void EncodeColumns(RowId row, uint64_t columns, std::string* out) const;

  // Inserts a row whose values already have the column types (or are NULL).
  // Errors: 23502 a NOT NULL column is NULL ("null value in column "x" of
  // relation "t" violates not-null constraint"); 23505 duplicate primary key
  // ("duplicate key value violates unique constraint "t_pkey""). As psql
  // shows them, PostgreSQL's detail follows the message after
  // "\nDETAIL:  " ("Key (id)=(1) already exists.", "Failing row contains
  // (2, null)."). Also 42804 a value of another type (integer and bigint
  // mix; a numeric must have the column's scale), 22003 out of the column's
  // range (integer, numeric precision), 54000 too large.
  // On error nothing changed.
  absl::StatusOr<RowId> Insert(absl::Span<const Value> row, UndoLog* undo);
  // Inserts `row` at `slot`, which must be past every slot used so far (a
  // table is loaded from disk in slot order, so that its rows keep their
  // slots); the slots skipped become free. Not undoable. Errors: DataLoss
  // for a row that does not fit the table, the errors of Insert.
  absl::Status LoadRow(RowId slot, std::vector<Value> row);

  // Sets columns `cols` of a live row to `values` (same rules as Insert).
  // On error nothing changed.
  absl::Status Update(RowId row, absl::Span<const int> cols,
                      absl::Span<const Value> values, UndoLog* undo);

  // Deletes a live row; its slot may be reused.
  void Delete(RowId row, UndoLog* undo);

  // Deletes every row. Undoable.
  void Truncate(UndoLog* undo);

  // The live row whose primary key equals `key` (values in primary_key
  // order, of the key column types), if any.
  std::optional<RowId> FindByPrimaryKey(absl::Span<const Value> key) const;
  // Whether the primary key is one column of an integer-lane type
  // (Type::is_int_lane), which the next two look up by its int64 value
  // without boxing it: FindByPrimaryKey and PrefetchPrimaryKey for such a
  // key.
  bool has_integer_key() const;
  std::optional<RowId> FindByIntegerKey(int64_t key) const;
  void PrefetchIntegerKey(int64_t key) const;

  // Whether column `col` is dictionary-encoded now, and its code for
  // `text` (nullopt if the text does not occur in the column).
  bool IsDictionaryEncoded(int col) const;
  std::optional<uint32_t> DictionaryCode(int col, std::string_view text) const;
  // Entries of column `col`'s dictionary (codes are 0..count-1; 0 if the
  // column is not dictionary-encoded).
  size_t DictionaryEntryCount(int col) const;
  // Reads the dictionary codes of column `col` for rows[0..n) into `out`
  // (reset to n BIGINT values; NULL where the value is NULL), so a predicate
  // can compare codes with DictionaryCode() instead of strings. Returns false
  // and leaves `out` alone if the column is not dictionary-encoded now.
  bool FetchDictionaryCodes(int col, const RowId* rows, int n,
                            Vector* out) const;

  // Column `col`'s chunk `chunk` in place. Valid, like Fetch()'s views, while
  // the caller holds lock() and no write happens. Thread-safe with readers.
  ColumnChunk GetColumnChunk(int col, size_t chunk) const;
  // The non-NULL TEXT value at `row` of the column whose handle is `column`
  // (ColumnChunk::column of a TEXT column, kDictionary or kHeap).
  static std::string_view ColumnText(const void* column, RowId row);
  // The value at `row` of the column whose handle is `column`, boxed.
  static Value ColumnValue(const void* column, RowId row);
  // The text of dictionary code `code` of a kDictionary column.
  static std::string_view DictionaryText(const void* column, uint32_t code);

  // ALTER TABLE ... SET COMPRESSION in steps, so that readers never wait
  // for the work and writers only for a slice of it (table_recompress.cc).
  // StartRebuild, with lock() held exclusively (briefly), starts noting the
  // rows written to column `col`; ContinueRebuild, with lock() held shared,
  // copies the next slice of the column's values into a new store for
  // `compression`, and returns true while there is more; FinishRebuild, with
  // lock() held exclusively, copies what is left and the rows written
  // meanwhile, puts the new store in place and records the compression in
  // the schema. FinishRebuild returns false, having changed nothing, when
  // the column was replaced meanwhile (TRUNCATE). Every StartRebuild must be
  // followed by FinishRebuild: meanwhile the column is read only through
  // the interpreter and is not dictionary-encoded.
  std::unique_ptr<ColumnRebuild> StartRebuild(int col, Compression compression);
  bool ContinueRebuild(ColumnRebuild* rebuild) const;
  bool FinishRebuild(std::unique_ptr<ColumnRebuild> rebuild);

  // ALTER TABLE's changes of columns and names (table_reshape.cc), with
  // lock() held exclusively: a new table `name` with `columns` and the
  // primary key `primary_key` (positions in `columns`; either this table's
  // key columns or none), holding this table's rows at their slots. Each
  // new column is NULL until the caller sets it (Update without an undo
  // log). This table is left empty and retired(); its secondary indexes
  // and the columns not taken stay with it, so that UndoReshape(the new
  // table) puts every row back as it was, retiring the new one.
  std::shared_ptr<Table> Reshape(std::string name,
                                 std::vector<ReshapedColumn> columns,
                                 std::vector<int> primary_key);
  void UndoReshape(Table& reshaped);
  // Whether the table was replaced by Reshape (or dropped): a statement
  // bound to it must be bound again once it holds its lock. Lock-free.
  bool retired() const { return retired_.load(std::memory_order_acquire); }
  void set_retired(bool retired) {
    retired_.store(retired, std::memory_order_release);
  }

  // Memory per column: data, null bitmaps, string heap or dictionary.
  std::vector<ColumnMemory> MemoryUsage() const;
  // Bytes used besides the columns: indexes, live bitmap, free slot list,
  // the record of stored patches.
  size_t IndexMemoryBytes() const;
  // Bytes of the primary key's index alone (0 without a key).
  size_t PrimaryKeyMemoryBytes() const;

  // Secondary indexes. AddIndex and DropIndex need lock() held
  // exclusively; AddIndex fails (and adds nothing) when the index's
  // CheckUnique fails for a row already stored. indexes() may be called
  // without the table lock (it copies under its own).
  absl::Status AddIndex(std::shared_ptr<TableIndex> index);
  bool DropIndex(std::string_view name);
  std::vector<std::shared_ptr<TableIndex>> indexes() const;

  // Inserted, updated and deleted rows since the table was created
  // (TRUNCATE counts its rows): the planner refreshes statistics when it has
  // grown enough since stats()->change_count.
  uint64_t change_count() const {
    return changes_.load(std::memory_order_relaxed);
  }
  // Changes that may have altered column `col`'s values: rows inserted and
  // deleted (TRUNCATE counts its rows) plus the updates that set the
  // column. While it stands still the column's statistics stay true, so a
  // refresh keeps them (planner/statistics.cc). Out of range: 0.
  uint64_t column_change_count(int col) const;
  // Rows inserted and deleted (TRUNCATE counts its rows; undoing either
  // counts again): while it stands still, the same rows are live.
  uint64_t row_change_count() const {
    return row_changes_.load(std::memory_order_relaxed);
  }
  // The latest statistics (null before the first ANALYZE), and publishing
  // new ones. Thread-safe.
  std::shared_ptr<const TableStats> stats() const;
  void SetStats(std::shared_ptr<const TableStats> stats);
  // Whether there are statistics and enough rows have changed since they
  // were computed for them to be stale (TableStats::stale_after_changes).
  // Lock-free: a prepared statement asks before every execution.
  bool stats_stale() const {
    return change_count() >= stats_due_.load(std::memory_order_relaxed);
  }
  // Counts SetStats calls: a plan made with an older generation's
  // statistics may no longer be the best one. Lock-free.
  uint64_t stats_generation() const {
    return stats_generation_.load(std::memory_order_acquire);
  }

 private:
  friend class UndoLog;
  // Insert into `slot`, taken from the free list (`reuse`) or the next new
  // one.
  absl::StatusOr<RowId> InsertAt(RowId slot, bool reuse,
                                 absl::Span<const Value> row, UndoLog* undo);
  struct Impl;
  std::string name_;
  TableSchema schema_;
  mutable Lockable lock_;
  std::atomic<uint64_t> storage_id_ = 0;
  std::atomic<bool> retired_ = false;
  std::unique_ptr<Impl> impl_;
  std::atomic<uint64_t> changes_ = 0;
  std::atomic<uint64_t> row_changes_ = 0;  // inserts and deletes
  // Updates setting each column (std::deque: atomics never move).
  std::deque<std::atomic<uint64_t>> column_updates_;
  // Guards indexes_ for readers without mutex_ (writers hold both) and
  // stats_.
  mutable std::mutex meta_mu_;
  std::vector<std::shared_ptr<TableIndex>> indexes_;
  std::shared_ptr<const TableStats> stats_;
  // change_count() at which stats_ become stale; never without stats_.
  std::atomic<uint64_t> stats_due_ = UINT64_MAX;
  std::atomic<uint64_t> stats_generation_ = 0;
  // See stored_patches().
  absl::flat_hash_map<RowId, uint64_t> stored_patches_;
};

// The inverse of every change a statement or a transaction made, newest
// last. Not thread-safe; owned by the statement (or transaction) that
// writes.
class UndoLog {
 public:
  UndoLog();
  // Rolls back whatever was neither cleared nor rolled back.
  ~UndoLog();
  UndoLog(const UndoLog&) = delete;
  UndoLog& operator=(const UndoLog&) = delete;

  // Reverts every recorded change, newest first, and empties the log.
  void Rollback();
  // Forgets the recorded changes (the statement committed).
  void Clear();
  bool empty() const;

  // Records `undo`, called by Rollback in its turn: the inverse of a change
  // outside the tables (a table created or dropped in a transaction).
  void RecordAction(std::function<void()> undo);
  // Moves the entries of `later` (a statement's, when it ends inside a
  // transaction) after this log's, leaving `later` empty.
  void Append(UndoLog* later);
  // Calls `changed` for each change recorded, oldest first: the table and
  // slot of a row inserted, updated or deleted, or the table and
  // `truncated` = true for a TRUNCATE (a change of a column's encoding is
  // none). `columns` has bit c set for each column c an UPDATE set, and
  // every bit for a row inserted or deleted (and for an update of a column
  // past the 64th). What was changed is what a commit must make durable.
  void ForEachChange(absl::FunctionRef<void(Table* table, RowId row,
                                            bool truncated, uint64_t columns)>
                         changed) const;

  // Used by Table to record changes.
  struct Entry;
  void Record(Entry entry);

 private:
  std::vector<Entry> entries_;
};

}  // namespace kite

#endif  // KITE_STORAGE_TABLE_H_
