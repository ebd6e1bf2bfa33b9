
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CHARACTERISTICS = 15, CASE = 16, CAST = 17, COLLATE = 18, COMMIT = 19, 
    COMMITTED = 20, CONFLICT = 21, CONSTRAINT = 22, COPY = 23, CREATE = 24, 
    CROSS = 25, CSV = 26, DEFAULT = 27, DEFERRABLE = 28, DELETE = 29, DELIMITER = 30, 
    DESC = 31, DISTINCT = 32, DO = 33, DOUBLE = 34, DROP = 35, ELSE = 36, 
    END = 37, ENCRYPTED = 38, ESCAPE = 39, EXCEPT = 40, EXISTS = 41, EXPLAIN = 42, 
    EXTRACT = 43, FALSE = 44, FETCH = 45, FIRST = 46, FOR = 47, FORMAT = 48, 
    FROM = 49, FULL = 50, GROUP = 51, HAVING = 52, HEADER = 53, IF = 54, 
    ILIKE = 55, INDEX = 56, IN = 57, INNER = 58, INSERT = 59, INTERSECT = 60, 
    INTO = 61, ISOLATION = 62, IS = 63, JOIN = 64, KEY = 65, LAST = 66, 
    LEADING = 67, LEFT = 68, LEVEL = 69, LIKE = 70, LIMIT = 71, LOCAL = 72, 
    NATURAL = 73, NEXT = 74, NOT = 75, NOTHING = 76, NULL_ = 77, NULLS = 78, 
    OFFSET = 79, ON = 80, ONLY = 81, OPERATOR = 82, OR = 83, ORDER = 84, 
    OUTER = 85, OVER = 86, POSITION = 87, PASSWORD = 88, PRECISION = 89, 
    PRIMARY = 90, QUOTE = 91, READ = 92, REPEATABLE = 93, RESET = 94, RETURNING = 95, 
    RIGHT = 96, ROLE = 97, ROLLBACK = 98, ROW = 99, ROWS = 100, SELECT = 101, 
    SESSION = 102, SERIALIZABLE = 103, SET = 104, SHOW = 105, SOME = 106, 
    START = 107, STDIN = 108, STDOUT = 109, SUBSTRING = 110, SYMMETRIC = 111, 
    TABLE = 112, THEN = 113, TIME = 114, TO = 115, TRAILING = 116, TRANSACTION = 117, 
    TRIM = 118, TRUE = 119, TRUNCATE = 120, UNCOMMITTED = 121, UNION = 122, 
    UNIQUE = 123, UNKNOWN = 124, UPDATE = 125, USER = 126, USING = 127, 
    VALUES = 128, VARYING = 129, VERBOSE = 130, WHEN = 131, WHERE = 132, 
    WITH = 133, WITHOUT = 134, WRITE = 135, WORK = 136, ZONE = 137, TYPECAST = 138, 
    CONCAT = 139, CONTAINS = 140, CONTAINED_BY = 141, OVERLAPS = 142, TILDE = 143, 
    NOT_TILDE = 144, TILDE_STAR = 145, NOT_TILDE_STAR = 146, NEQ = 147, 
    LTE = 148, GTE = 149, EQ = 150, LT = 151, GT = 152, PLUS = 153, MINUS = 154, 
    STAR = 155, SLASH = 156, PERCENT = 157, LPAREN = 158, RPAREN = 159, 
    LBRACKET = 160, RBRACKET = 161, COMMA = 162, DOT = 163, SEMI = 164, 
    PARAMETER = 165, INTEGER_LITERAL = 166, DECIMAL_LITERAL = 167, STRING = 168, 
    ESCAPE_STRING = 169, QUOTED_IDENTIFIER = 170, IDENTIFIER = 171, LINE_COMMENT = 172, 
    BLOCK_COMMENT = 173, WHITESPACE = 174, UNTERMINATED_STRING = 175, UNTERMINATED_QUOTED_IDENTIFIER = 176, 
    UNTERMINATED_COMMENT = 177, ERROR_CHARACTER = 178
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
