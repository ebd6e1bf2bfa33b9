
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ALL = 2, ALTER = 3, ALWAYS = 4, ANALYZE = 5, AND = 6, ANY = 7, 
    ARRAY = 8, AS = 9, ASC = 10, BEGIN = 11, BETWEEN = 12, BINARY = 13, 
    BOTH = 14, BY = 15, CASCADE = 16, CASE = 17, CAST = 18, CHARACTERISTICS = 19, 
    COLLATE = 20, COLUMN = 21, COMMIT = 22, COMMITTED = 23, COMPRESSION = 24, 
    CONFLICT = 25, CONSTRAINT = 26, CONTINUE = 27, COPY = 28, CREATE = 29, 
    CROSS = 30, CSV = 31, DEFAULT = 32, DEFERRABLE = 33, DELETE = 34, DELIMITER = 35, 
    DESC = 36, DISTINCT = 37, DO = 38, DOUBLE = 39, DROP = 40, ELSE = 41, 
    ENCRYPTED = 42, END = 43, ESCAPE = 44, EXCEPT = 45, EXISTS = 46, EXPLAIN = 47, 
    EXTRACT = 48, FALSE = 49, FETCH = 50, FIRST = 51, FOR = 52, FORMAT = 53, 
    FROM = 54, FULL = 55, GENERATED = 56, GROUP = 57, HAVING = 58, HEADER = 59, 
    IDENTITY = 60, IF = 61, ILIKE = 62, IN = 63, INDEX = 64, INNER = 65, 
    INSERT = 66, INTERSECT = 67, INTO = 68, IS = 69, ISOLATION = 70, JOIN = 71, 
    KEY = 72, LAST = 73, LEADING = 74, LEFT = 75, LEVEL = 76, LIKE = 77, 
    LIMIT = 78, LOCAL = 79, NATURAL = 80, NEXT = 81, NO = 82, NOT = 83, 
    NOTHING = 84, NULL_ = 85, NULLS = 86, OFFSET = 87, ON = 88, ONLY = 89, 
    OPERATOR = 90, OR = 91, ORDER = 92, OUTER = 93, OVER = 94, OVERRIDING = 95, 
    OWNED = 96, PASSWORD = 97, POSITION = 98, PRECISION = 99, PRIMARY = 100, 
    QUOTE = 101, READ = 102, RENAME = 103, REPEATABLE = 104, RESET = 105, 
    RESTART = 106, RESTRICT = 107, RETURNING = 108, RIGHT = 109, ROLE = 110, 
    ROLLBACK = 111, ROW = 112, ROWS = 113, SELECT = 114, SEQUENCE = 115, 
    SERIALIZABLE = 116, SESSION = 117, SET = 118, SHOW = 119, SOME = 120, 
    START = 121, STDIN = 122, STDOUT = 123, SUBSTRING = 124, SYMMETRIC = 125, 
    SYSTEM = 126, TABLE = 127, THEN = 128, TIME = 129, TO = 130, TRAILING = 131, 
    TRANSACTION = 132, TRIM = 133, TRUE = 134, TRUNCATE = 135, UNCOMMITTED = 136, 
    UNION = 137, UNIQUE = 138, UNKNOWN = 139, UPDATE = 140, USER = 141, 
    USING = 142, VALUE = 143, VALUES = 144, VARYING = 145, VERBOSE = 146, 
    WHEN = 147, WHERE = 148, WITH = 149, WITHOUT = 150, WORK = 151, WRITE = 152, 
    ZONE = 153, TYPECAST = 154, CONCAT = 155, CONTAINS = 156, CONTAINED_BY = 157, 
    OVERLAPS = 158, TILDE = 159, NOT_TILDE = 160, TILDE_STAR = 161, NOT_TILDE_STAR = 162, 
    NEQ = 163, LTE = 164, GTE = 165, EQ = 166, LT = 167, GT = 168, PLUS = 169, 
    MINUS = 170, STAR = 171, SLASH = 172, PERCENT = 173, LPAREN = 174, RPAREN = 175, 
    LBRACKET = 176, RBRACKET = 177, COMMA = 178, DOT = 179, SEMI = 180, 
    PARAMETER = 181, INTEGER_LITERAL = 182, DECIMAL_LITERAL = 183, STRING = 184, 
    ESCAPE_STRING = 185, QUOTED_IDENTIFIER = 186, IDENTIFIER = 187, LINE_COMMENT = 188, 
    BLOCK_COMMENT = 189, WHITESPACE = 190, UNTERMINATED_STRING = 191, UNTERMINATED_QUOTED_IDENTIFIER = 192, 
    UNTERMINATED_COMMENT = 193, ERROR_CHARACTER = 194
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
