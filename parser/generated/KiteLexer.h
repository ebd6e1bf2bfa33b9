
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ANALYZE = 4, AND = 5, ANY = 6, ARRAY = 7, 
    AS = 8, ASC = 9, BEGIN = 10, BETWEEN = 11, BINARY = 12, BOTH = 13, BY = 14, 
    CHARACTERISTICS = 15, CASE = 16, CAST = 17, COLLATE = 18, COLUMN = 19, 
    COMMIT = 20, COMMITTED = 21, COMPRESSION = 22, CONFLICT = 23, CONSTRAINT = 24, 
    COPY = 25, CREATE = 26, CROSS = 27, CSV = 28, DEFAULT = 29, DEFERRABLE = 30, 
    DELETE = 31, DELIMITER = 32, DESC = 33, DISTINCT = 34, DO = 35, DOUBLE = 36, 
    DROP = 37, ELSE = 38, END = 39, ENCRYPTED = 40, ESCAPE = 41, EXCEPT = 42, 
    EXISTS = 43, EXPLAIN = 44, EXTRACT = 45, FALSE = 46, FETCH = 47, FIRST = 48, 
    FOR = 49, FORMAT = 50, FROM = 51, FULL = 52, GROUP = 53, HAVING = 54, 
    HEADER = 55, IF = 56, ILIKE = 57, INDEX = 58, IN = 59, INNER = 60, INSERT = 61, 
    INTERSECT = 62, INTO = 63, ISOLATION = 64, IS = 65, JOIN = 66, KEY = 67, 
    LAST = 68, LEADING = 69, LEFT = 70, LEVEL = 71, LIKE = 72, LIMIT = 73, 
    LOCAL = 74, NATURAL = 75, NEXT = 76, NOT = 77, NOTHING = 78, NULL_ = 79, 
    NULLS = 80, OFFSET = 81, ON = 82, ONLY = 83, OPERATOR = 84, OR = 85, 
    ORDER = 86, OUTER = 87, OVER = 88, POSITION = 89, PASSWORD = 90, PRECISION = 91, 
    PRIMARY = 92, QUOTE = 93, READ = 94, REPEATABLE = 95, RESET = 96, RETURNING = 97, 
    RIGHT = 98, ROLE = 99, ROLLBACK = 100, ROW = 101, ROWS = 102, SELECT = 103, 
    SESSION = 104, SERIALIZABLE = 105, SET = 106, SHOW = 107, SOME = 108, 
    START = 109, STDIN = 110, STDOUT = 111, SUBSTRING = 112, SYMMETRIC = 113, 
    TABLE = 114, THEN = 115, TIME = 116, TO = 117, TRAILING = 118, TRANSACTION = 119, 
    TRIM = 120, TRUE = 121, TRUNCATE = 122, UNCOMMITTED = 123, UNION = 124, 
    UNIQUE = 125, UNKNOWN = 126, UPDATE = 127, USER = 128, USING = 129, 
    VALUES = 130, VARYING = 131, VERBOSE = 132, WHEN = 133, WHERE = 134, 
    WITH = 135, WITHOUT = 136, WRITE = 137, WORK = 138, ZONE = 139, TYPECAST = 140, 
    CONCAT = 141, CONTAINS = 142, CONTAINED_BY = 143, OVERLAPS = 144, TILDE = 145, 
    NOT_TILDE = 146, TILDE_STAR = 147, NOT_TILDE_STAR = 148, NEQ = 149, 
    LTE = 150, GTE = 151, EQ = 152, LT = 153, GT = 154, PLUS = 155, MINUS = 156, 
    STAR = 157, SLASH = 158, PERCENT = 159, LPAREN = 160, RPAREN = 161, 
    LBRACKET = 162, RBRACKET = 163, COMMA = 164, DOT = 165, SEMI = 166, 
    PARAMETER = 167, INTEGER_LITERAL = 168, DECIMAL_LITERAL = 169, STRING = 170, 
    ESCAPE_STRING = 171, QUOTED_IDENTIFIER = 172, IDENTIFIER = 173, LINE_COMMENT = 174, 
    BLOCK_COMMENT = 175, WHITESPACE = 176, UNTERMINATED_STRING = 177, UNTERMINATED_QUOTED_IDENTIFIER = 178, 
    UNTERMINATED_COMMENT = 179, ERROR_CHARACTER = 180
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
