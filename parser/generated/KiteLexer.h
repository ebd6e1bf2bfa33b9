
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
    CHECK = 20, COLLATE = 21, COLUMN = 22, COMMIT = 23, COMMITTED = 24, 
    COMPRESSION = 25, CONFLICT = 26, CONSTRAINT = 27, CONTINUE = 28, COPY = 29, 
    CREATE = 30, CROSS = 31, CSV = 32, DEFAULT = 33, DEFERRABLE = 34, DELETE = 35, 
    DELIMITER = 36, DESC = 37, DISTINCT = 38, DO = 39, DOUBLE = 40, DROP = 41, 
    ELSE = 42, ENCRYPTED = 43, END = 44, ESCAPE = 45, EXCEPT = 46, EXISTS = 47, 
    EXPLAIN = 48, EXTRACT = 49, FALSE = 50, FETCH = 51, FIRST = 52, FOR = 53, 
    FORMAT = 54, FROM = 55, FULL = 56, GENERATED = 57, GROUP = 58, HAVING = 59, 
    HEADER = 60, IDENTITY = 61, IF = 62, ILIKE = 63, IN = 64, INDEX = 65, 
    INHERIT = 66, INNER = 67, INSERT = 68, INTERSECT = 69, INTO = 70, IS = 71, 
    ISOLATION = 72, JOIN = 73, KEY = 74, LAST = 75, LEADING = 76, LEFT = 77, 
    LEVEL = 78, LIKE = 79, LIMIT = 80, LOCAL = 81, NATURAL = 82, NEXT = 83, 
    NO = 84, NOT = 85, NOTHING = 86, NULL_ = 87, NULLS = 88, OFFSET = 89, 
    ON = 90, ONLY = 91, OPERATOR = 92, OR = 93, ORDER = 94, OUTER = 95, 
    OVER = 96, OVERRIDING = 97, OWNED = 98, PASSWORD = 99, POSITION = 100, 
    PRECISION = 101, PRIMARY = 102, QUOTE = 103, READ = 104, RENAME = 105, 
    REPEATABLE = 106, RESET = 107, RESTART = 108, RESTRICT = 109, RETURNING = 110, 
    RIGHT = 111, ROLE = 112, ROLLBACK = 113, ROW = 114, ROWS = 115, SELECT = 116, 
    SEQUENCE = 117, SERIALIZABLE = 118, SESSION = 119, SET = 120, SHOW = 121, 
    SOME = 122, START = 123, STDIN = 124, STDOUT = 125, SUBSTRING = 126, 
    SYMMETRIC = 127, SYSTEM = 128, TABLE = 129, THEN = 130, TIME = 131, 
    TO = 132, TRAILING = 133, TRANSACTION = 134, TRIM = 135, TRUE = 136, 
    TRUNCATE = 137, UNCOMMITTED = 138, UNION = 139, UNIQUE = 140, UNKNOWN = 141, 
    UPDATE = 142, USER = 143, USING = 144, VALUE = 145, VALUES = 146, VARYING = 147, 
    VERBOSE = 148, WHEN = 149, WHERE = 150, WITH = 151, WITHOUT = 152, WORK = 153, 
    WRITE = 154, ZONE = 155, TYPECAST = 156, CONCAT = 157, CONTAINS = 158, 
    CONTAINED_BY = 159, OVERLAPS = 160, TILDE = 161, NOT_TILDE = 162, TILDE_STAR = 163, 
    NOT_TILDE_STAR = 164, NEQ = 165, LTE = 166, GTE = 167, EQ = 168, LT = 169, 
    GT = 170, PLUS = 171, MINUS = 172, STAR = 173, SLASH = 174, PERCENT = 175, 
    LPAREN = 176, RPAREN = 177, LBRACKET = 178, RBRACKET = 179, COMMA = 180, 
    DOT = 181, SEMI = 182, PARAMETER = 183, INTEGER_LITERAL = 184, DECIMAL_LITERAL = 185, 
    STRING = 186, ESCAPE_STRING = 187, QUOTED_IDENTIFIER = 188, IDENTIFIER = 189, 
    LINE_COMMENT = 190, BLOCK_COMMENT = 191, WHITESPACE = 192, UNTERMINATED_STRING = 193, 
    UNTERMINATED_QUOTED_IDENTIFIER = 194, UNTERMINATED_COMMENT = 195, ERROR_CHARACTER = 196
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
