# The two commands: `make run` and `make test`. Both install what is missing
# (scripts/setup.sh) and build in build/.
BUILD_DIR ?= build
JOBS ?= 2
DB ?= kite.db

.PHONY: all setup configure build run test bench format grammar check-grammar clean

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
	scripts/bench.sh $(BUILD_DIR)

format:
	scripts/format.sh

grammar:
	scripts/grammar.sh

clean:
	rm -rf $(BUILD_DIR)
