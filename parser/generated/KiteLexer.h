
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CHARACTERISTICS = 15, CASE = 16, CAST = 17, COMMIT = 18, COMMITTED = 19, 
    CONFLICT = 20, CONSTRAINT = 21, COPY = 22, CREATE = 23, CROSS = 24, 
    CSV = 25, DEFAULT = 26, DEFERRABLE = 27, DELETE = 28, DELIMITER = 29, 
    DESC = 30, DISTINCT = 31, DO = 32, DOUBLE = 33, DROP = 34, ELSE = 35, 
    END = 36, ENCRYPTED = 37, ESCAPE = 38, EXCEPT = 39, EXISTS = 40, EXPLAIN = 41, 
    EXTRACT = 42, FALSE = 43, FETCH = 44, FIRST = 45, FOR = 46, FORMAT = 47, 
    FROM = 48, FULL = 49, GROUP = 50, HAVING = 51, HEADER = 52, IF = 53, 
    ILIKE = 54, INDEX = 55, IN = 56, INNER = 57, INSERT = 58, INTERSECT = 59, 
    INTO = 60, ISOLATION = 61, IS = 62, JOIN = 63, KEY = 64, LAST = 65, 
    LEADING = 66, LEFT = 67, LEVEL = 68, LIKE = 69, LIMIT = 70, LOCAL = 71, 
    NATURAL = 72, NEXT = 73, NOT = 74, NOTHING = 75, NULL_ = 76, NULLS = 77, 
    OFFSET = 78, ON = 79, ONLY = 80, OR = 81, ORDER = 82, OUTER = 83, OVER = 84, 
    POSITION = 85, PASSWORD = 86, PRECISION = 87, PRIMARY = 88, QUOTE = 89, 
    READ = 90, REPEATABLE = 91, RESET = 92, RETURNING = 93, RIGHT = 94, 
    ROLE = 95, ROLLBACK = 96, ROW = 97, ROWS = 98, SELECT = 99, SESSION = 100, 
    SERIALIZABLE = 101, SET = 102, SHOW = 103, SOME = 104, START = 105, 
    STDIN = 106, STDOUT = 107, SUBSTRING = 108, SYMMETRIC = 109, TABLE = 110, 
    THEN = 111, TIME = 112, TO = 113, TRAILING = 114, TRANSACTION = 115, 
    TRIM = 116, TRUE = 117, TRUNCATE = 118, UNCOMMITTED = 119, UNION = 120, 
    UNIQUE = 121, UNKNOWN = 122, UPDATE = 123, USER = 124, USING = 125, 
    VALUES = 126, VARYING = 127, VERBOSE = 128, WHEN = 129, WHERE = 130, 
    WITH = 131, WITHOUT = 132, WRITE = 133, WORK = 134, ZONE = 135, TYPECAST = 136, 
    CONCAT = 137, CONTAINS = 138, CONTAINED_BY = 139, OVERLAPS = 140, NEQ = 141, 
    LTE = 142, GTE = 143, EQ = 144, LT = 145, GT = 146, PLUS = 147, MINUS = 148, 
    STAR = 149, SLASH = 150, PERCENT = 151, LPAREN = 152, RPAREN = 153, 
    LBRACKET = 154, RBRACKET = 155, COMMA = 156, DOT = 157, SEMI = 158, 
    PARAMETER = 159, INTEGER_LITERAL = 160, DECIMAL_LITERAL = 161, STRING = 162, 
    ESCAPE_STRING = 163, QUOTED_IDENTIFIER = 164, IDENTIFIER = 165, LINE_COMMENT = 166, 
    BLOCK_COMMENT = 167, WHITESPACE = 168, UNTERMINATED_STRING = 169, UNTERMINATED_QUOTED_IDENTIFIER = 170, 
    UNTERMINATED_COMMENT = 171, ERROR_CHARACTER = 172
  };

  explicit KiteLexer(antlr4::CharStream *input);
  ~KiteLexer();

  virtual std::string getGrammarFileName() const override;
  virtual const std::vector<std::string>& getRuleNames() const override;

  virtual const std::vector<std::string>& getChannelNames() const override;
  virtual const std::vector<std::string>& getModeNames() const override;
  virtual const std::vector<std::string>& getTokenNames() const override; // deprecated, use vocabulary instead
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;

  virtual const std::vector<uint16_t> getSerializedATN() const override;
  virtual const antlr4::atn::ATN& getATN() const override;

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;
  static std::vector<std::string> _channelNames;
  static std::vector<std::string> _modeNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  // Individual action functions triggered by action() above.

  // Individual semantic predicate functions triggered by sempred() above.

  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace kite::parser_gen
