
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CASE = 15, CAST = 16, COLLATE = 17, COMMIT = 18, CONFLICT = 19, CONSTRAINT = 20, 
    COPY = 21, CREATE = 22, CROSS = 23, CSV = 24, DEFAULT = 25, DELETE = 26, 
    DELIMITER = 27, DESC = 28, DISTINCT = 29, DO = 30, DOUBLE = 31, DROP = 32, 
    ELSE = 33, END = 34, ENCRYPTED = 35, ESCAPE = 36, EXCEPT = 37, EXISTS = 38, 
    EXPLAIN = 39, EXTRACT = 40, FALSE = 41, FETCH = 42, FIRST = 43, FOR = 44, 
    FORMAT = 45, FROM = 46, FULL = 47, GROUP = 48, HAVING = 49, HEADER = 50, 
    IF = 51, ILIKE = 52, INDEX = 53, IN = 54, INNER = 55, INSERT = 56, INTERSECT = 57, 
    INTO = 58, IS = 59, JOIN = 60, KEY = 61, LAST = 62, LEADING = 63, LEFT = 64, 
    LIKE = 65, LIMIT = 66, LOCAL = 67, NATURAL = 68, NEXT = 69, NOT = 70, 
    NOTHING = 71, NULL_ = 72, NULLS = 73, OFFSET = 74, ON = 75, ONLY = 76, 
    OPERATOR = 77, OR = 78, ORDER = 79, OUTER = 80, OVER = 81, POSITION = 82, 
    PASSWORD = 83, PRECISION = 84, PRIMARY = 85, QUOTE = 86, RESET = 87, 
    RETURNING = 88, RIGHT = 89, ROLE = 90, ROLLBACK = 91, ROW = 92, ROWS = 93, 
    SELECT = 94, SESSION = 95, SET = 96, SHOW = 97, SOME = 98, START = 99, 
    STDIN = 100, STDOUT = 101, SUBSTRING = 102, SYMMETRIC = 103, TABLE = 104, 
    THEN = 105, TIME = 106, TO = 107, TRAILING = 108, TRANSACTION = 109, 
    TRIM = 110, TRUE = 111, TRUNCATE = 112, UNION = 113, UNIQUE = 114, UNKNOWN = 115, 
    UPDATE = 116, USER = 117, USING = 118, VALUES = 119, VARYING = 120, 
    VERBOSE = 121, WHEN = 122, WHERE = 123, WITH = 124, WITHOUT = 125, WORK = 126, 
    ZONE = 127, TYPECAST = 128, CONCAT = 129, CONTAINS = 130, CONTAINED_BY = 131, 
    OVERLAPS = 132, TILDE = 133, NOT_TILDE = 134, TILDE_STAR = 135, NOT_TILDE_STAR = 136, 
    NEQ = 137, LTE = 138, GTE = 139, EQ = 140, LT = 141, GT = 142, PLUS = 143, 
    MINUS = 144, STAR = 145, SLASH = 146, PERCENT = 147, LPAREN = 148, RPAREN = 149, 
    LBRACKET = 150, RBRACKET = 151, COMMA = 152, DOT = 153, SEMI = 154, 
    PARAMETER = 155, INTEGER_LITERAL = 156, DECIMAL_LITERAL = 157, STRING = 158, 
    ESCAPE_STRING = 159, QUOTED_IDENTIFIER = 160, IDENTIFIER = 161, LINE_COMMENT = 162, 
    BLOCK_COMMENT = 163, WHITESPACE = 164, UNTERMINATED_STRING = 165, UNTERMINATED_QUOTED_IDENTIFIER = 166, 
    UNTERMINATED_COMMENT = 167, ERROR_CHARACTER = 168
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
