
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CASE = 15, CAST = 16, COMMIT = 17, CONFLICT = 18, CONSTRAINT = 19, COPY = 20, 
    CREATE = 21, CROSS = 22, CSV = 23, DEFAULT = 24, DELETE = 25, DELIMITER = 26, 
    DESC = 27, DISTINCT = 28, DO = 29, DOUBLE = 30, DROP = 31, ELSE = 32, 
    END = 33, ENCRYPTED = 34, ESCAPE = 35, EXCEPT = 36, EXISTS = 37, EXPLAIN = 38, 
    EXTRACT = 39, FALSE = 40, FETCH = 41, FIRST = 42, FOR = 43, FORMAT = 44, 
    FROM = 45, FULL = 46, GROUP = 47, HAVING = 48, HEADER = 49, IF = 50, 
    ILIKE = 51, INDEX = 52, IN = 53, INNER = 54, INSERT = 55, INTERSECT = 56, 
    INTO = 57, IS = 58, JOIN = 59, KEY = 60, LAST = 61, LEADING = 62, LEFT = 63, 
    LIKE = 64, LIMIT = 65, LOCAL = 66, NATURAL = 67, NEXT = 68, NOT = 69, 
    NOTHING = 70, NULL_ = 71, NULLS = 72, OFFSET = 73, ON = 74, ONLY = 75, 
    OR = 76, ORDER = 77, OUTER = 78, OVER = 79, POSITION = 80, PASSWORD = 81, 
    PRECISION = 82, PRIMARY = 83, QUOTE = 84, RESET = 85, RETURNING = 86, 
    RIGHT = 87, ROLE = 88, ROLLBACK = 89, ROW = 90, ROWS = 91, SELECT = 92, 
    SESSION = 93, SET = 94, SHOW = 95, SOME = 96, START = 97, STDIN = 98, 
    STDOUT = 99, SUBSTRING = 100, SYMMETRIC = 101, TABLE = 102, THEN = 103, 
    TIME = 104, TO = 105, TRAILING = 106, TRANSACTION = 107, TRIM = 108, 
    TRUE = 109, TRUNCATE = 110, UNION = 111, UNIQUE = 112, UNKNOWN = 113, 
    UPDATE = 114, USER = 115, USING = 116, VALUES = 117, VARYING = 118, 
    VERBOSE = 119, WHEN = 120, WHERE = 121, WITH = 122, WITHOUT = 123, WORK = 124, 
    ZONE = 125, TYPECAST = 126, CONCAT = 127, CONTAINS = 128, CONTAINED_BY = 129, 
    OVERLAPS = 130, NEQ = 131, LTE = 132, GTE = 133, EQ = 134, LT = 135, 
    GT = 136, PLUS = 137, MINUS = 138, STAR = 139, SLASH = 140, PERCENT = 141, 
    LPAREN = 142, RPAREN = 143, LBRACKET = 144, RBRACKET = 145, COMMA = 146, 
    DOT = 147, SEMI = 148, PARAMETER = 149, INTEGER_LITERAL = 150, DECIMAL_LITERAL = 151, 
    STRING = 152, ESCAPE_STRING = 153, QUOTED_IDENTIFIER = 154, IDENTIFIER = 155, 
    LINE_COMMENT = 156, BLOCK_COMMENT = 157, WHITESPACE = 158, UNTERMINATED_STRING = 159, 
    UNTERMINATED_QUOTED_IDENTIFIER = 160, UNTERMINATED_COMMENT = 161, ERROR_CHARACTER = 162
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
