// Rendering a template: the SQL a report shows must be the SQL that ran.
#include "tests/fuzz_common/sql_template.h"

#include <string>

#include "gtest/gtest.h"

namespace kite::fuzz {
namespace {

TEST(RenderTest, ParametersBecomeDollarsAndLiteralsAreSpelledOut) {
  SqlTemplate t;
  Slot literal;
  literal.type = Type::Integer();
  Slot param;
  param.type = Type::Text();
  param.param = 1;
  Slot pattern;
  pattern.kind = SlotKind::kPattern;
  pattern.type = Type::Text();
  t.param_count = 1;
  // One slot at a time: the order of AddSlot calls numbers the slots.
  t.text = "SELECT " + t.AddSlot(literal);
  t.text += " WHERE x = " + t.AddSlot(param);
  t.text += " AND y LIKE " + t.AddSlot(pattern);
  RenderedQuery q =
      Render(t, {Value::Integer(-5), Value::Text("it's"), Value::Text("a'%")});
  EXPECT_EQ(q.sql, "SELECT -5 WHERE x = $1 AND y LIKE 'a''%'");
  ASSERT_EQ(q.params.size(), 1u);
  EXPECT_EQ(q.params[0], Value::Text("it's"));
  EXPECT_EQ(ShapeText(t), "SELECT ?integer WHERE x = $1 AND y LIKE ?text");
}

}  // namespace
}  // namespace kite::fuzz
