
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ANALYZE = 3, AND = 4, ANY = 5, ARRAY = 6, AS = 7, 
    ASC = 8, BEGIN = 9, BETWEEN = 10, BINARY = 11, BOTH = 12, BY = 13, CASE = 14, 
    CAST = 15, COMMIT = 16, CONFLICT = 17, CONSTRAINT = 18, COPY = 19, CREATE = 20, 
    CROSS = 21, CSV = 22, DEFAULT = 23, DELETE = 24, DELIMITER = 25, DESC = 26, 
    DISTINCT = 27, DO = 28, DOUBLE = 29, DROP = 30, ELSE = 31, END = 32, 
    ESCAPE = 33, EXCEPT = 34, EXISTS = 35, EXPLAIN = 36, EXTRACT = 37, FALSE = 38, 
    FETCH = 39, FIRST = 40, FOR = 41, FORMAT = 42, FROM = 43, FULL = 44, 
    GROUP = 45, HAVING = 46, HEADER = 47, IF = 48, ILIKE = 49, IN = 50, 
    INNER = 51, INSERT = 52, INTERSECT = 53, INTO = 54, IS = 55, JOIN = 56, 
    KEY = 57, LAST = 58, LEADING = 59, LEFT = 60, LIKE = 61, LIMIT = 62, 
    LOCAL = 63, NATURAL = 64, NEXT = 65, NOT = 66, NOTHING = 67, NULL_ = 68, 
    NULLS = 69, OFFSET = 70, ON = 71, ONLY = 72, OR = 73, ORDER = 74, OUTER = 75, 
    OVER = 76, POSITION = 77, PRECISION = 78, PRIMARY = 79, QUOTE = 80, 
    RESET = 81, RETURNING = 82, RIGHT = 83, ROLLBACK = 84, ROW = 85, ROWS = 86, 
    SELECT = 87, SESSION = 88, SET = 89, SHOW = 90, SOME = 91, START = 92, 
    STDIN = 93, STDOUT = 94, SUBSTRING = 95, SYMMETRIC = 96, TABLE = 97, 
    THEN = 98, TIME = 99, TO = 100, TRAILING = 101, TRANSACTION = 102, TRIM = 103, 
    TRUE = 104, TRUNCATE = 105, UNION = 106, UNIQUE = 107, UNKNOWN = 108, 
    UPDATE = 109, USING = 110, VALUES = 111, VARYING = 112, VERBOSE = 113, 
    WHEN = 114, WHERE = 115, WITH = 116, WITHOUT = 117, WORK = 118, ZONE = 119, 
    TYPECAST = 120, CONCAT = 121, CONTAINS = 122, CONTAINED_BY = 123, OVERLAPS = 124, 
    NEQ = 125, LTE = 126, GTE = 127, EQ = 128, LT = 129, GT = 130, PLUS = 131, 
    MINUS = 132, STAR = 133, SLASH = 134, PERCENT = 135, LPAREN = 136, RPAREN = 137, 
    LBRACKET = 138, RBRACKET = 139, COMMA = 140, DOT = 141, SEMI = 142, 
    PARAMETER = 143, INTEGER_LITERAL = 144, DECIMAL_LITERAL = 145, STRING = 146, 
    ESCAPE_STRING = 147, QUOTED_IDENTIFIER = 148, IDENTIFIER = 149, LINE_COMMENT = 150, 
    BLOCK_COMMENT = 151, WHITESPACE = 152, UNTERMINATED_STRING = 153, UNTERMINATED_QUOTED_IDENTIFIER = 154, 
    UNTERMINATED_COMMENT = 155, ERROR_CHARACTER = 156
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
