// pgjdbc against kited: connect, simple and prepared statements (server
// prepared after pgjdbc's threshold), types, errors and the metadata of a
// table. Usage: java -cp postgresql.jar JdbcSmoke.java PORT. Prints "ok".
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

public class JdbcSmoke {
  static void expect(boolean cond, String what) {
    if (!cond) throw new AssertionError(what);
  }

  public static void main(String[] args) throws Exception {
    String url = "jdbc:postgresql://127.0.0.1:" + args[0] + "/shop?user=tester&sslmode=disable";
    try (Connection c = DriverManager.getConnection(url)) {
      c.setAutoCommit(true);
      try (Statement s = c.createStatement()) {
        ResultSet r = s.executeQuery("SELECT 1 + 1, current_database()");
        expect(r.next() && r.getInt(1) == 2 && r.getString(2).equals("shop"), "SELECT 1 + 1");
        s.execute("DROP TABLE IF EXISTS jdbc_t");
        s.execute("CREATE TABLE jdbc_t (id INT PRIMARY KEY, name TEXT, price NUMERIC(10,2))");
      }
      // Past prepareThreshold (5) pgjdbc switches to a named server-side
      // statement.
      try (PreparedStatement p = c.prepareStatement("INSERT INTO jdbc_t VALUES (?, ?, ?)")) {
        for (int i = 1; i <= 8; i++) {
          p.setInt(1, i);
          p.setString(2, "n" + i);
          p.setBigDecimal(3, new BigDecimal(i).divide(new BigDecimal(4)));
          expect(p.executeUpdate() == 1, "insert " + i);
        }
      }
      try (PreparedStatement p = c.prepareStatement("SELECT name, price FROM jdbc_t WHERE id = ?")) {
        for (int i = 1; i <= 8; i++) {
          p.setInt(1, i);
          ResultSet r = p.executeQuery();
          expect(r.next() && r.getString(1).equals("n" + i), "select " + i);
          expect(r.getBigDecimal(2).compareTo(new BigDecimal(i).divide(new BigDecimal(4))) == 0, "price " + i);
        }
      }
      try (Statement s = c.createStatement()) {
        s.executeQuery("SELECT * FROM nosuch");
        expect(false, "no error");
      } catch (SQLException e) {
        expect("42P01".equals(e.getSQLState()), "SQLSTATE " + e.getSQLState());
      }
      // The tables pgjdbc lists from pg_catalog.
      try (ResultSet r = c.getMetaData().getTables(null, "public", "jdbc_t", new String[] {"TABLE"})) {
        expect(r.next() && r.getString("TABLE_NAME").equals("jdbc_t")
                   && r.getString("TABLE_TYPE").equals("TABLE") && !r.next(),
               "getTables");
      }
      try (Statement s = c.createStatement()) {
        s.execute("DROP TABLE jdbc_t");
      }
    }
    System.out.println("ok");
  }
}
