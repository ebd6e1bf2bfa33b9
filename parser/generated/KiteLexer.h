
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
    GROUP = 45, HAVING = 46, HEADER = 47, IF = 48, ILIKE = 49, INDEX = 50, 
    IN = 51, INNER = 52, INSERT = 53, INTERSECT = 54, INTO = 55, IS = 56, 
    JOIN = 57, KEY = 58, LAST = 59, LEADING = 60, LEFT = 61, LIKE = 62, 
    LIMIT = 63, LOCAL = 64, NATURAL = 65, NEXT = 66, NOT = 67, NOTHING = 68, 
    NULL_ = 69, NULLS = 70, OFFSET = 71, ON = 72, ONLY = 73, OR = 74, ORDER = 75, 
    OUTER = 76, OVER = 77, POSITION = 78, PRECISION = 79, PRIMARY = 80, 
    QUOTE = 81, RESET = 82, RETURNING = 83, RIGHT = 84, ROLLBACK = 85, ROW = 86, 
    ROWS = 87, SELECT = 88, SESSION = 89, SET = 90, SHOW = 91, SOME = 92, 
    START = 93, STDIN = 94, STDOUT = 95, SUBSTRING = 96, SYMMETRIC = 97, 
    TABLE = 98, THEN = 99, TIME = 100, TO = 101, TRAILING = 102, TRANSACTION = 103, 
    TRIM = 104, TRUE = 105, TRUNCATE = 106, UNION = 107, UNIQUE = 108, UNKNOWN = 109, 
    UPDATE = 110, USING = 111, VALUES = 112, VARYING = 113, VERBOSE = 114, 
    WHEN = 115, WHERE = 116, WITH = 117, WITHOUT = 118, WORK = 119, ZONE = 120, 
    TYPECAST = 121, CONCAT = 122, CONTAINS = 123, CONTAINED_BY = 124, OVERLAPS = 125, 
    NEQ = 126, LTE = 127, GTE = 128, EQ = 129, LT = 130, GT = 131, PLUS = 132, 
    MINUS = 133, STAR = 134, SLASH = 135, PERCENT = 136, LPAREN = 137, RPAREN = 138, 
    LBRACKET = 139, RBRACKET = 140, COMMA = 141, DOT = 142, SEMI = 143, 
    PARAMETER = 144, INTEGER_LITERAL = 145, DECIMAL_LITERAL = 146, STRING = 147, 
    ESCAPE_STRING = 148, QUOTED_IDENTIFIER = 149, IDENTIFIER = 150, LINE_COMMENT = 151, 
    BLOCK_COMMENT = 152, WHITESPACE = 153, UNTERMINATED_STRING = 154, UNTERMINATED_QUOTED_IDENTIFIER = 155, 
    UNTERMINATED_COMMENT = 156, ERROR_CHARACTER = 157
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
