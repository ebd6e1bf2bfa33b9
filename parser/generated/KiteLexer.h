
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteLexer : public antlr4::Lexer {
public:
  enum {
    ABORT = 1, ADD = 2, ALL = 3, ALTER = 4, ALWAYS = 5, ANALYZE = 6, AND = 7, 
    ANY = 8, ARRAY = 9, AS = 10, ASC = 11, BEGIN = 12, BETWEEN = 13, BINARY = 14, 
    BOTH = 15, BY = 16, CASCADE = 17, CASE = 18, CAST = 19, CHARACTERISTICS = 20, 
    CHECK = 21, COLLATE = 22, COLUMN = 23, COMMIT = 24, COMMITTED = 25, 
    COMPRESSION = 26, CONFLICT = 27, CONSTRAINT = 28, CONTINUE = 29, COPY = 30, 
    CREATE = 31, CROSS = 32, CSV = 33, DEFAULT = 34, DEFERRABLE = 35, DELETE = 36, 
    DELIMITER = 37, DESC = 38, DISTINCT = 39, DO = 40, DOUBLE = 41, DROP = 42, 
    ELSE = 43, ENCRYPTED = 44, END = 45, ESCAPE = 46, EXCEPT = 47, EXISTS = 48, 
    EXPLAIN = 49, EXTRACT = 50, FALSE = 51, FETCH = 52, FIRST = 53, FOR = 54, 
    FORMAT = 55, FROM = 56, FULL = 57, GENERATED = 58, GROUP = 59, HAVING = 60, 
    HEADER = 61, IDENTITY = 62, IF = 63, ILIKE = 64, IN = 65, INDEX = 66, 
    INHERIT = 67, INNER = 68, INSERT = 69, INTERSECT = 70, INTO = 71, IS = 72, 
    ISOLATION = 73, JOIN = 74, KEY = 75, LAST = 76, LEADING = 77, LEFT = 78, 
    LEVEL = 79, LIKE = 80, LIMIT = 81, LOCAL = 82, NATURAL = 83, NEXT = 84, 
    NO = 85, NOT = 86, NOTHING = 87, NULL_ = 88, NULLS = 89, OFFSET = 90, 
    ON = 91, ONLY = 92, OPERATOR = 93, OR = 94, ORDER = 95, OUTER = 96, 
    OVER = 97, OVERRIDING = 98, OWNED = 99, PASSWORD = 100, POSITION = 101, 
    PRECISION = 102, PRIMARY = 103, QUOTE = 104, READ = 105, RENAME = 106, 
    REPEATABLE = 107, RESET = 108, RESTART = 109, RESTRICT = 110, RETURNING = 111, 
    RIGHT = 112, ROLE = 113, ROLLBACK = 114, ROW = 115, ROWS = 116, SELECT = 117, 
    SEQUENCE = 118, SERIALIZABLE = 119, SESSION = 120, SET = 121, SHOW = 122, 
    SOME = 123, START = 124, STDIN = 125, STDOUT = 126, SUBSTRING = 127, 
    SYMMETRIC = 128, SYSTEM = 129, TABLE = 130, THEN = 131, TIME = 132, 
    TO = 133, TRAILING = 134, TRANSACTION = 135, TRIM = 136, TRUE = 137, 
    TRUNCATE = 138, UNCOMMITTED = 139, UNION = 140, UNIQUE = 141, UNKNOWN = 142, 
    UPDATE = 143, USER = 144, USING = 145, VALUE = 146, VALUES = 147, VARYING = 148, 
    VERBOSE = 149, WHEN = 150, WHERE = 151, WITH = 152, WITHOUT = 153, WORK = 154, 
    WRITE = 155, ZONE = 156, TYPECAST = 157, CONCAT = 158, CONTAINS = 159, 
    CONTAINED_BY = 160, OVERLAPS = 161, TILDE = 162, NOT_TILDE = 163, TILDE_STAR = 164, 
    NOT_TILDE_STAR = 165, NEQ = 166, LTE = 167, GTE = 168, EQ = 169, LT = 170, 
    GT = 171, PLUS = 172, MINUS = 173, STAR = 174, SLASH = 175, PERCENT = 176, 
    LPAREN = 177, RPAREN = 178, LBRACKET = 179, RBRACKET = 180, COMMA = 181, 
    DOT = 182, SEMI = 183, PARAMETER = 184, INTEGER_LITERAL = 185, DECIMAL_LITERAL = 186, 
    STRING = 187, ESCAPE_STRING = 188, QUOTED_IDENTIFIER = 189, IDENTIFIER = 190, 
    LINE_COMMENT = 191, BLOCK_COMMENT = 192, WHITESPACE = 193, UNTERMINATED_STRING = 194, 
    UNTERMINATED_QUOTED_IDENTIFIER = 195, UNTERMINATED_COMMENT = 196, ERROR_CHARACTER = 197
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
