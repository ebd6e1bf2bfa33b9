# The two commands: `make run` and `make test`. Both install what is missing
# (scripts/setup.sh) and build in build/.
BUILD_DIR ?= build
JOBS ?= 2
DB ?= kite.db
# make bench BENCH=items|scan|compile|tpch runs one benchmark (default: all).
BENCH ?= all

.PHONY: all setup configure build run test bench bench-server format grammar check-grammar clean fuzz-jit fuzz-index fuzz-server

all: build

setup:
	@scripts/setup.sh

$(BUILD_DIR)/build.ninja:
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo

configure: setup $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	$(BUILD_DIR)/kite $(DB)

test: build
	scripts/test.sh $(BUILD_DIR)

bench: build
	scripts/bench.sh $(BUILD_DIR) $(BENCH)

# pgbench against kited and a temporary PostgreSQL 15 (bench/README.md).
bench-server: build
	python3 bench/server_bench.py --build $(BUILD_DIR)

# The JIT differential tester, run until interrupted from a random seed
# (SEED=n replays one; see tests/jit_fuzz/README.md).
fuzz-jit: build
	@seed=$${SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "$(BUILD_DIR)/kite_jit_fuzz --queries 0 --seed $$seed"; \
	$(BUILD_DIR)/kite_jit_fuzz --queries 0 --seed $$seed

# The index differential tester (enable_indexes = on vs off), run until
# interrupted from a random seed (SEED=n replays one; see
# tests/index_fuzz/README.md).
fuzz-index: build
	@seed=$${SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "$(BUILD_DIR)/kite_index_fuzz --steps 0 --seed $$seed"; \
	$(BUILD_DIR)/kite_index_fuzz --steps 0 --seed $$seed

# The wire protocol fuzz target (random and mutated byte streams through the
# message parser and whole sessions), run until interrupted from a random
# seed (SEED=n replays one).
fuzz-server: build
	@seed=$${SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "$(BUILD_DIR)/kite_server_fuzz --runs 0 --seed $$seed"; \
	$(BUILD_DIR)/kite_server_fuzz --runs 0 --seed $$seed

format:
	scripts/format.sh

grammar:
	scripts/grammar.sh

clean:
	rm -rf $(BUILD_DIR)
