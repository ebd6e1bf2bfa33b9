-- 4M rows for bench/group_by.sh: integer keys with 10, 1000 and 100000
-- values, a dictionary TEXT key (10 values) and a heap TEXT key (100000).
CREATE TABLE t (id INTEGER PRIMARY KEY, k10 INTEGER, k1000 INTEGER, k100k INTEGER, v INTEGER, s TEXT, h TEXT);
INSERT INTO t SELECT g, g % 10, (g * 7) % 1000, (g * 13) % 100000, g % 997, 'w' || (g % 10), 'h' || ((g * 13) % 100000) FROM generate_series(1, 1000000) AS g;
INSERT INTO t SELECT g, g % 10, (g * 7) % 1000, (g * 13) % 100000, g % 997, 'w' || (g % 10), 'h' || ((g * 13) % 100000) FROM generate_series(1000001, 2000000) AS g;
INSERT INTO t SELECT g, g % 10, (g * 7) % 1000, (g * 13) % 100000, g % 997, 'w' || (g % 10), 'h' || ((g * 13) % 100000) FROM generate_series(2000001, 3000000) AS g;
INSERT INTO t SELECT g, g % 10, (g * 7) % 1000, (g * 13) % 100000, g % 997, 'w' || (g % 10), 'h' || ((g * 13) % 100000) FROM generate_series(3000001, 4000000) AS g;
