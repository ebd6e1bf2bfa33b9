// pgx against kited: connect, simple and prepared queries, types, errors
// and a type lookup. Usage: pgx-smoke PORT. Prints "ok" or exits 1.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func expect(cond bool, what string) {
	if !cond {
		fmt.Fprintln(os.Stderr, "unexpected:", what)
		os.Exit(1)
	}
}

func main() {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, fmt.Sprintf(
		"host=127.0.0.1 port=%s user=tester dbname=shop sslmode=disable", os.Args[1]))
	check(err)
	defer conn.Close(ctx)

	var two int
	var db string
	check(conn.QueryRow(ctx, "SELECT 1 + 1, current_database()").Scan(&two, &db))
	expect(two == 2 && db == "shop", "SELECT 1 + 1")

	_, err = conn.Exec(ctx, "DROP TABLE IF EXISTS pgx_t")
	check(err)
	_, err = conn.Exec(ctx, "CREATE TABLE pgx_t (id BIGINT PRIMARY KEY, name TEXT, ok BOOLEAN, score DOUBLE PRECISION)")
	check(err)
	// pgx prepares every parameterised statement and uses binary formats.
	for i := int64(1); i <= 3; i++ {
		_, err = conn.Exec(ctx, "INSERT INTO pgx_t VALUES ($1, $2, $3, $4)", i, fmt.Sprintf("n%d", i), i%2 == 1, float64(i)/2)
		check(err)
	}
	rows, err := conn.Query(ctx, "SELECT id, name, ok, score FROM pgx_t WHERE id >= $1 ORDER BY id", 2)
	check(err)
	var got []string
	for rows.Next() {
		var id int64
		var name string
		var ok bool
		var score float64
		check(rows.Scan(&id, &name, &ok, &score))
		got = append(got, fmt.Sprintf("%d/%s/%v/%v", id, name, ok, score))
	}
	check(rows.Err())
	expect(fmt.Sprint(got) == "[2/n2/false/1 3/n3/true/1.5]", fmt.Sprint(got))

	// Type discovery: pgx loads a type by name from pg_type.
	dt, err := conn.LoadType(ctx, "_int4")
	check(err)
	expect(dt.OID == 1007, fmt.Sprint("_int4 oid ", dt.OID))

	_, err = conn.Exec(ctx, "SELECT * FROM nosuch")
	var pgErr *pgconn.PgError
	expect(errors.As(err, &pgErr) && pgErr.Code == "42P01", fmt.Sprint(err))

	_, err = conn.Exec(ctx, "DROP TABLE pgx_t")
	check(err)
	fmt.Println("ok")
}
