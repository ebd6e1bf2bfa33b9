
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CASE = 15, CAST = 16, COLUMN = 17, COMMIT = 18, COMPRESSION = 19, CONFLICT = 20, 
    CONSTRAINT = 21, COPY = 22, CREATE = 23, CROSS = 24, CSV = 25, DEFAULT = 26, 
    DELETE = 27, DELIMITER = 28, DESC = 29, DISTINCT = 30, DO = 31, DOUBLE = 32, 
    DROP = 33, ELSE = 34, END = 35, ENCRYPTED = 36, ESCAPE = 37, EXCEPT = 38, 
    EXISTS = 39, EXPLAIN = 40, EXTRACT = 41, FALSE = 42, FETCH = 43, FIRST = 44, 
    FOR = 45, FORMAT = 46, FROM = 47, FULL = 48, GROUP = 49, HAVING = 50, 
    HEADER = 51, IF = 52, ILIKE = 53, INDEX = 54, IN = 55, INNER = 56, INSERT = 57, 
    INTERSECT = 58, INTO = 59, IS = 60, JOIN = 61, KEY = 62, LAST = 63, 
    LEADING = 64, LEFT = 65, LIKE = 66, LIMIT = 67, LOCAL = 68, NATURAL = 69, 
    NEXT = 70, NOT = 71, NOTHING = 72, NULL_ = 73, NULLS = 74, OFFSET = 75, 
    ON = 76, ONLY = 77, OR = 78, ORDER = 79, OUTER = 80, OVER = 81, POSITION = 82, 
    PASSWORD = 83, PRECISION = 84, PRIMARY = 85, QUOTE = 86, RESET = 87, 
    RETURNING = 88, RIGHT = 89, ROLE = 90, ROLLBACK = 91, ROW = 92, ROWS = 93, 
    SELECT = 94, SESSION = 95, SET = 96, SHOW = 97, SOME = 98, START = 99, 
    STDIN = 100, STDOUT = 101, SUBSTRING = 102, SYMMETRIC = 103, TABLE = 104, 
    THEN = 105, TIME = 106, TO = 107, TRAILING = 108, TRANSACTION = 109, 
    TRIM = 110, TRUE = 111, TRUNCATE = 112, UNION = 113, UNIQUE = 114, UNKNOWN = 115, 
    UPDATE = 116, USER = 117, USING = 118, VALUES = 119, VARYING = 120, 
    VERBOSE = 121, WHEN = 122, WHERE = 123, WITH = 124, WITHOUT = 125, WORK = 126, 
    ZONE = 127, TYPECAST = 128, CONCAT = 129, CONTAINS = 130, CONTAINED_BY = 131, 
    OVERLAPS = 132, NEQ = 133, LTE = 134, GTE = 135, EQ = 136, LT = 137, 
    GT = 138, PLUS = 139, MINUS = 140, STAR = 141, SLASH = 142, PERCENT = 143, 
    LPAREN = 144, RPAREN = 145, LBRACKET = 146, RBRACKET = 147, COMMA = 148, 
    DOT = 149, SEMI = 150, PARAMETER = 151, INTEGER_LITERAL = 152, DECIMAL_LITERAL = 153, 
    STRING = 154, ESCAPE_STRING = 155, QUOTED_IDENTIFIER = 156, IDENTIFIER = 157, 
    LINE_COMMENT = 158, BLOCK_COMMENT = 159, WHITESPACE = 160, UNTERMINATED_STRING = 161, 
    UNTERMINATED_QUOTED_IDENTIFIER = 162, UNTERMINATED_COMMENT = 163, ERROR_CHARACTER = 164
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
