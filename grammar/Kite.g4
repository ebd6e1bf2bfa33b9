// Kite's SQL dialect: a PostgreSQL-flavoured subset. Generated into
// parser/generated/ by scripts/grammar.sh (ANTLR 4.9, C++ target).
//
// Precedence follows PostgreSQL 15, loosest first: OR, AND, NOT, IS,
// comparison, BETWEEN/IN/LIKE, other operators (||, @>, <@, &&, ~,
// OPERATOR(...)), + -, * / %, unary + -, COLLATE, ::, [subscript]. Each
// level is its own rule so that the bounds of BETWEEN and the value of
// DEFAULT can stop below AND.
//
// Keywords are case-insensitive; a token named like a C macro gets a
// trailing underscore (NULL_). Keywords listed in `nonReservedKeyword` may
// also be used as identifiers, as PostgreSQL allows.
grammar Kite;

// ---------------------------------------------------------------- script

script
    : statement? (SEMI statement?)* EOF
    ;

statement
    : queryStatement
    | createTableStatement
    | dropTableStatement
    | truncateStatement
    | createIndexStatement
    | dropIndexStatement
    | analyzeStatement
    | insertStatement
    | updateStatement
    | deleteStatement
    | copyStatement
    | explainStatement
    | setStatement
    | resetStatement
    | showStatement
    | transactionStatement
    | createRoleStatement
    | alterRoleStatement
    | alterTableStatement
    | dropRoleStatement
    | createSequenceStatement
    | alterSequenceStatement
    | dropSequenceStatement
    ;

// A standalone expression, for ParseExpression().
expressionOnly
    : expr EOF
    ;

// ---------------------------------------------------------------- DDL

createTableStatement
    : CREATE TABLE (IF NOT EXISTS)? qualifiedName
      ( LPAREN tableElement (COMMA tableElement)* RPAREN
      | AS query
      )
    ;

tableElement
    : tableConstraint
    | columnDef
    ;

// As PostgreSQL: COMPRESSION comes before the constraints.
columnDef
    : identifier typeName columnCompression? columnConstraint*
    ;

// COMPRESSION method | COMPRESSION DEFAULT
columnCompression
    : COMPRESSION (identifier | DEFAULT)
    ;

columnConstraint
    : (CONSTRAINT identifier)? columnConstraintBody
    ;

columnConstraintBody
    : NOT NULL_                         # notNullConstraint
    | NULL_                             # nullConstraint
    | PRIMARY KEY                      # primaryKeyConstraint
    | UNIQUE                           # uniqueConstraint
    | DEFAULT otherExpr                # defaultConstraint
    | CHECK LPAREN expr RPAREN (NO INHERIT)?  # checkConstraint
    | GENERATED (ALWAYS | BY DEFAULT) AS IDENTITY
      (LPAREN sequenceOption+ RPAREN)?  # identityConstraint
    ;

tableConstraint
    : (CONSTRAINT identifier)? tableConstraintBody
    ;

tableConstraintBody
    : PRIMARY KEY identifierList       # tablePrimaryKey
    | UNIQUE identifierList            # tableUnique
    | CHECK LPAREN expr RPAREN (NO INHERIT)?  # tableCheck
    ;

dropTableStatement
    : DROP TABLE (IF EXISTS)? qualifiedName (COMMA qualifiedName)* dropBehavior?
    ;

dropBehavior
    : CASCADE
    | RESTRICT
    ;

// CREATE SEQUENCE [IF NOT EXISTS] s [option ...], ALTER SEQUENCE [IF
// EXISTS] s { option ... | RENAME TO t }, DROP SEQUENCE [IF EXISTS] s [,
// ...] [CASCADE | RESTRICT].
createSequenceStatement
    : CREATE SEQUENCE (IF NOT EXISTS)? qualifiedName sequenceOption*
    ;

alterSequenceStatement
    : ALTER SEQUENCE (IF EXISTS)? qualifiedName
      (sequenceOption+ | RENAME TO identifier)
    ;

dropSequenceStatement
    : DROP SEQUENCE (IF EXISTS)? qualifiedName (COMMA qualifiedName)*
      dropBehavior?
    ;

// The option words (INCREMENT, MINVALUE, MAXVALUE, START, RESTART, CACHE,
// CYCLE) are checked by the AST builder, as PostgreSQL's are keywords it
// does not reserve.
sequenceOption
    : AS typeName                                    # sequenceAs
    | NO identifier                                  # sequenceNo
    | OWNED BY identifier (DOT identifier)*          # sequenceOwnedBy
    | identifier (BY | WITH)? signedNumber            # sequenceValue
    | identifier                                     # sequenceFlag
    ;

// ALTER TABLE [IF EXISTS] [ONLY] t action [, ...]: ALTER [COLUMN] c SET
// COMPRESSION m | SET DEFAULT e | DROP DEFAULT | SET / DROP NOT NULL, ADD
// table_constraint, DROP CONSTRAINT [IF EXISTS] name, ADD [COLUMN] [IF NOT
// EXISTS] column_def, DROP [COLUMN] [IF EXISTS] c; or one RENAME [COLUMN]
// a TO b | RENAME TO t (the builder refuses a RENAME among others).
alterTableStatement
    : ALTER TABLE (IF EXISTS)? ONLY? qualifiedName
      alterTableAction (COMMA alterTableAction)*
    ;

alterTableAction
    : RENAME TO identifier                                   # alterRenameTable
    | RENAME COLUMN? identifier TO identifier                # alterRenameColumn
    | ADD COLUMN? (IF NOT EXISTS)? columnDef                 # alterAddColumn
    | DROP COLUMN? (IF EXISTS)? identifier dropBehavior?     # alterDropColumn
    | ALTER COLUMN? identifier SET columnCompression        # alterSetCompression
    | ALTER COLUMN? identifier SET DEFAULT otherExpr         # alterSetDefault
    | ALTER COLUMN? identifier DROP DEFAULT                  # alterDropDefault
    | ALTER COLUMN? identifier (SET | DROP) NOT NULL_        # alterNotNull
    | ADD tableConstraint                                    # alterAddConstraint
    | DROP CONSTRAINT (IF EXISTS)? identifier dropBehavior?  # alterDropConstraint
    ;

truncateStatement
    : TRUNCATE TABLE? ONLY? qualifiedName (COMMA qualifiedName)*
      ((RESTART | CONTINUE) IDENTITY)? dropBehavior?
    ;

// CREATE [UNIQUE] INDEX [IF NOT EXISTS] [name] ON t [USING method] (a, b)
createIndexStatement
    : CREATE UNIQUE? INDEX (IF NOT EXISTS)? identifier? ON qualifiedName
      (USING identifier)? LPAREN indexColumn (COMMA indexColumn)* RPAREN
    ;

indexColumn
    : identifier (ASC | DESC)?
    ;

dropIndexStatement
    : DROP INDEX (IF EXISTS)? qualifiedName (COMMA qualifiedName)*
    ;

// CREATE USER | ROLE name [WITH] option ..., ALTER USER | ROLE name [WITH]
// option ..., DROP USER | ROLE [IF EXISTS] name [, ...]
createRoleStatement
    : CREATE (USER | ROLE) identifier WITH? roleOption*
    ;

alterRoleStatement
    : ALTER (USER | ROLE) identifier WITH? roleOption*
    ;

dropRoleStatement
    : DROP (USER | ROLE) (IF EXISTS)? identifier (COMMA identifier)*
    ;

// PASSWORD 'secret' | PASSWORD NULL, or a flag: LOGIN, NOLOGIN, SUPERUSER...
roleOption
    : ENCRYPTED? PASSWORD (STRING | NULL_)
    | identifier
    ;

// ANALYZE [VERBOSE] [t [, ...]]
analyzeStatement
    : ANALYZE VERBOSE? (qualifiedName (COMMA qualifiedName)*)?
    ;

// ---------------------------------------------------------------- DML

insertStatement
    : INSERT INTO qualifiedName (AS identifier)? identifierList?
      (OVERRIDING (SYSTEM | USER) VALUE)?
      ( DEFAULT VALUES
      | query
      )
      onConflict?
      returningClause?
    ;

onConflict
    : ON CONFLICT identifierList? DO
      ( NOTHING
      | UPDATE SET setClause (COMMA setClause)* whereClause?
      )
    ;

setClause
    : identifier EQ (DEFAULT | expr)
    ;

returningClause
    : RETURNING selectItem (COMMA selectItem)*
    ;

updateStatement
    : UPDATE qualifiedName (AS? identifier)?
      SET setClause (COMMA setClause)*
      fromClause?
      whereClause?
      returningClause?
    ;

deleteStatement
    : DELETE FROM qualifiedName (AS? identifier)?
      whereClause?
      returningClause?
    ;

copyStatement
    : COPY
      ( qualifiedName identifierList? (FROM | TO) copyTarget
      | LPAREN query RPAREN TO copyTarget
      )
      (WITH? copyOptions)?
    ;

copyTarget
    : STRING
    | STDIN
    | STDOUT
    ;

copyOptions
    : LPAREN copyOption (COMMA copyOption)* RPAREN   # newCopyOptions
    | legacyCopyOption+                             # legacyCopyOptions
    ;

// WITH (FORMAT csv, HEADER true, DELIMITER ';', NULL '', QUOTE '"').
copyOption
    : colLabel copyOptionValue?
    ;

copyOptionValue
    : STRING
    | signedNumber
    | colLabel
    ;

// The pre-9.0 form: WITH CSV HEADER DELIMITER ';' NULL ''.
legacyCopyOption
    : BINARY                           # legacyBinary
    | CSV                              # legacyCsv
    | HEADER                           # legacyHeader
    | DELIMITER AS? STRING             # legacyDelimiter
    | NULL_ AS? STRING                  # legacyNull
    | QUOTE AS? STRING                 # legacyQuote
    | ESCAPE AS? STRING                # legacyEscape
    ;

// ---------------------------------------------------------------- utility

explainStatement
    : EXPLAIN
      ( ANALYZE? VERBOSE?
      | LPAREN explainOption (COMMA explainOption)* RPAREN
      )
      statement
    ;

// EXPLAIN (ANALYZE, VERBOSE false, FORMAT text) ...
explainOption
    : colLabel copyOptionValue?
    ;

setStatement
    : SET (SESSION | LOCAL)?
      ( settingName (TO | EQ) (DEFAULT | settingValue (COMMA settingValue)*)
      | TIME ZONE (DEFAULT | LOCAL | settingValue)
      )
    ;

settingName
    : identifier (DOT identifier)*
    ;

settingValue
    : STRING
    | signedNumber
    | colLabel
    ;

resetStatement
    : RESET (ALL | TIME ZONE | settingName)
    ;

showStatement
    : SHOW (ALL | TIME ZONE | settingName)
    ;

transactionStatement
    : BEGIN (WORK | TRANSACTION)? transactionModes?          # beginTransaction
    | START TRANSACTION transactionModes?                    # beginTransaction
    | (COMMIT | END) (WORK | TRANSACTION)?                   # commitTransaction
    | (ROLLBACK | ABORT) (WORK | TRANSACTION)?               # rollbackTransaction
    | SET TRANSACTION transactionModes                       # setTransaction
    | SET SESSION CHARACTERISTICS AS TRANSACTION transactionModes
                                                             # setSessionTransaction
    ;

transactionModes
    : transactionMode (COMMA? transactionMode)*
    ;

transactionMode
    : ISOLATION LEVEL
      (SERIALIZABLE | REPEATABLE READ | READ COMMITTED | READ UNCOMMITTED)
    | READ ONLY
    | READ WRITE
    | NOT? DEFERRABLE
    ;

// ---------------------------------------------------------------- queries

queryStatement
    : query
    ;

// UNION and EXCEPT bind equally loosely, INTERSECT tighter; ORDER BY and
// LIMIT after the last operand apply to the whole.
query
    : queryTerm (setOperator queryTerm)* orderByClause? limitClause*
    ;

setOperator
    : (UNION | EXCEPT) (ALL | DISTINCT)?
    ;

queryTerm
    : queryPrimary (INTERSECT (ALL | DISTINCT)? queryPrimary)*
    ;

queryPrimary
    : simpleSelect
    | valuesClause
    | LPAREN query RPAREN
    ;

simpleSelect
    : SELECT (DISTINCT | ALL)? selectItem (COMMA selectItem)*
      fromClause?
      whereClause?
      groupByClause?
      havingClause?
    ;

valuesClause
    : VALUES valuesRow (COMMA valuesRow)*
    ;

valuesRow
    : LPAREN valuesItem (COMMA valuesItem)* RPAREN
    ;

valuesItem
    : DEFAULT
    | expr
    ;

selectItem
    : STAR                              # starItem
    | identifier DOT STAR               # qualifiedStarItem
    | expr (AS colLabel | identifier)?  # exprItem
    ;

fromClause
    : FROM tableRef (COMMA tableRef)*
    ;

whereClause
    : WHERE expr
    ;

groupByClause
    : GROUP BY expr (COMMA expr)*
    ;

havingClause
    : HAVING expr
    ;

orderByClause
    : ORDER BY orderItem (COMMA orderItem)*
    ;

orderItem
    : expr (ASC | DESC)? (NULLS (FIRST | LAST))?
    ;

// Any order and repetition is accepted here; the builder reports
// duplicates as PostgreSQL does.
limitClause
    : LIMIT (expr | ALL)                                        # limit
    | OFFSET expr (ROW | ROWS)?                                 # offset
    | FETCH (FIRST | NEXT) expr? (ROW | ROWS) ONLY              # fetchFirst
    ;

// ---------------------------------------------------------------- FROM

tableRef
    : tablePrimary joinClause*
    ;

joinClause
    : CROSS JOIN tablePrimary                                 # crossJoin
    | NATURAL joinType? JOIN tablePrimary                     # naturalJoin
    | joinType? JOIN tablePrimary joinCondition               # qualifiedJoin
    ;

joinType
    : INNER
    | LEFT OUTER?
    | RIGHT OUTER?
    | FULL OUTER?
    ;

joinCondition
    : ON expr
    | USING identifierList
    ;

tablePrimary
    : functionName LPAREN (expr (COMMA expr)*)? RPAREN aliasClause?   # functionTable
    | qualifiedName aliasClause?                                      # namedTable
    | LPAREN query RPAREN aliasClause?                                # subqueryTable
    | LPAREN tableRef RPAREN aliasClause?                             # parenthesizedTable
    ;

aliasClause
    : AS? identifier identifierList?
    ;

// ---------------------------------------------------------------- expressions

expr
    : orExpr
    ;

orExpr
    : andExpr (OR andExpr)*
    ;

andExpr
    : notExpr (AND notExpr)*
    ;

notExpr
    : NOT notExpr
    | isExpr
    ;

isExpr
    : comparisonExpr isSuffix*
    ;

isSuffix
    : IS NOT? NULL_          # isNullSuffix
    | IS NOT? UNKNOWN       # isUnknownSuffix
    | IS NOT? TRUE          # isTrueSuffix
    | IS NOT? FALSE         # isFalseSuffix
    | IS NOT? DISTINCT FROM comparisonExpr  # isDistinctFromSuffix
    ;

comparisonExpr
    : predicateExpr (comparisonOperator comparisonRight)?
    ;

comparisonRight
    : (ANY | SOME | ALL) LPAREN query RPAREN     # quantifiedSubquery
    | (ANY | SOME | ALL) LPAREN expr RPAREN      # quantifiedArray
    | predicateExpr                              # plainComparison
    ;

comparisonOperator
    : EQ | NEQ | LT | LTE | GT | GTE
    ;

predicateExpr
    : otherExpr predicateSuffix?
    ;

predicateSuffix
    : NOT? BETWEEN SYMMETRIC? otherExpr AND otherExpr       # betweenSuffix
    | NOT? IN LPAREN query RPAREN                           # inSubquerySuffix
    | NOT? IN LPAREN expr (COMMA expr)* RPAREN              # inListSuffix
    | NOT? (LIKE | ILIKE) otherExpr (ESCAPE otherExpr)?     # likeSuffix
    ;

otherExpr
    : additiveExpr (otherOperator additiveExpr)*
    ;

// PostgreSQL's "any other operator" level: ||, the array operators, the
// regular expression matches and OPERATOR(pg_catalog.op), which gives any
// operator this precedence.
otherOperator
    : CONCAT | CONTAINS | CONTAINED_BY | OVERLAPS
    | TILDE | NOT_TILDE | TILDE_STAR | NOT_TILDE_STAR
    | OPERATOR LPAREN (identifier DOT)? anyOperator RPAREN
    ;

anyOperator
    : CONCAT | CONTAINS | CONTAINED_BY | OVERLAPS
    | TILDE | NOT_TILDE | TILDE_STAR | NOT_TILDE_STAR
    | EQ | NEQ | LT | LTE | GT | GTE
    | PLUS | MINUS | STAR | SLASH | PERCENT
    ;

additiveExpr
    : multiplicativeExpr ((PLUS | MINUS) multiplicativeExpr)*
    ;

multiplicativeExpr
    : unaryExpr ((STAR | SLASH | PERCENT) unaryExpr)*
    ;

unaryExpr
    : (PLUS | MINUS) unaryExpr
    | postfixExpr
    ;

postfixExpr
    : primaryExpr postfixSuffix*
    ;

postfixSuffix
    : TYPECAST typeName                 # castSuffix
    | LBRACKET expr RBRACKET            # subscriptSuffix
    | COLLATE (identifier DOT)? colLabel  # collateSuffix
    ;

primaryExpr
    : literal                                                    # literalExpr
    | PARAMETER                                                  # parameterExpr
    | typeNameForLiteral (STRING | ESCAPE_STRING)                # typedLiteralExpr
    | CAST LPAREN expr AS typeName RPAREN                        # castExpr
    | CASE expr? whenClause+ (ELSE expr)? END                    # caseExpr
    | EXISTS LPAREN query RPAREN                                 # existsExpr
    | ARRAY LBRACKET (expr (COMMA expr)*)? RBRACKET              # arrayExpr
    | ARRAY LPAREN query RPAREN                                  # arraySubqueryExpr
    | POSITION LPAREN otherExpr IN otherExpr RPAREN              # positionExpr
    | EXTRACT LPAREN (identifier | STRING) FROM expr RPAREN      # extractExpr
    | SUBSTRING LPAREN expr
        ( FROM expr (FOR expr)?
        | FOR expr (FROM expr)?
        ) RPAREN                                                 # substringExpr
    | TRIM LPAREN trimSide? expr? FROM expr RPAREN               # trimFromExpr
    | TRIM LPAREN trimSide expr RPAREN                           # trimSideExpr
    | functionCall                                               # functionExpr
    | LPAREN query RPAREN                                        # subqueryExpr
    | LPAREN expr RPAREN                                         # parenExpr
    | identifier (DOT identifier)?                               # columnRefExpr
    ;

trimSide
    : BOTH | LEADING | TRAILING
    ;

whenClause
    : WHEN expr THEN expr
    ;

functionCall
    : functionName LPAREN STAR RPAREN overClause?                       # starCall
    | functionName LPAREN ((DISTINCT | ALL)? expr (COMMA expr)*)? RPAREN
      overClause?                                                       # argsCall
    ;

overClause
    : OVER LPAREN RPAREN
    ;

// A function, optionally schema-qualified (pg_catalog.format_type).
functionName
    : (identifier DOT)? (identifier | LEFT | RIGHT)
    ;

literal
    : INTEGER_LITERAL
    | DECIMAL_LITERAL
    | STRING
    | ESCAPE_STRING
    | TRUE
    | FALSE
    | NULL_
    ;

signedNumber
    : (PLUS | MINUS)? (INTEGER_LITERAL | DECIMAL_LITERAL)
    ;

// ---------------------------------------------------------------- types

typeName
    : baseTypeName (LBRACKET INTEGER_LITERAL? RBRACKET)*
    ;

baseTypeName
    : DOUBLE PRECISION                                                  # doublePrecisionType
    | (identifier DOT)? identifier VARYING? typeModifiers?
      ((WITH | WITHOUT) TIME ZONE)?                                     # namedType
    ;

typeModifiers
    : LPAREN INTEGER_LITERAL (COMMA INTEGER_LITERAL)* RPAREN
    ;

// The type of a typed literal such as DATE '2024-01-31'.
typeNameForLiteral
    : DOUBLE PRECISION
    | identifier ((WITH | WITHOUT) TIME ZONE)?
    ;

// ---------------------------------------------------------------- names

// A table, optionally schema-qualified: public.items, pg_catalog.pg_class.
qualifiedName
    : identifier (DOT identifier)?
    ;

identifierList
    : LPAREN identifier (COMMA identifier)* RPAREN
    ;

identifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | nonReservedKeyword
    ;

// A column label after AS, or an option name: any word, reserved or not.
colLabel
    : identifier
    | reservedKeyword
    ;

nonReservedKeyword
    : ABORT | ALTER | BEGIN | BINARY | COLUMN | COMMIT | COMPRESSION
    | CONFLICT | COPY | CSV | DELETE
    | DELIMITER | DOUBLE | DROP | ENCRYPTED | ESCAPE | EXPLAIN | EXTRACT
    | FIRST | FORMAT | PASSWORD | ROLE | USER
    | HEADER
    | IF | INDEX | INSERT | KEY | LAST | LOCAL | NEXT | NOTHING | NULLS | OPERATOR
    | POSITION
    | PRECISION | QUOTE | RESET | ROLLBACK | ROW | ROWS | SESSION | SET
    | SHOW | START | STDIN | STDOUT | SUBSTRING | TIME | TRANSACTION | TRIM
    | TRUNCATE | UNKNOWN | UPDATE | VARYING | VERBOSE | WITHOUT | WORK | ZONE
    | CHARACTERISTICS | COMMITTED | DEFERRABLE | ISOLATION | LEVEL | READ
    | REPEATABLE | SERIALIZABLE | UNCOMMITTED | WRITE
    | ALWAYS | CASCADE | CONTINUE | GENERATED | IDENTITY | NO | OVERRIDING
    | OWNED | RENAME | RESTART | RESTRICT | SEQUENCE | SYSTEM | VALUE
    | INHERIT | ADD
    ;

reservedKeyword
    : ALL | ANALYZE | AND | ANY | ARRAY | AS | ASC | BETWEEN | BOTH | BY
    | CASE | CAST | CHECK | COLLATE | CONSTRAINT | CREATE | CROSS | DEFAULT | DESC | DISTINCT
    | DO | ELSE | END | EXCEPT | EXISTS | FALSE | FETCH | FOR | FROM | FULL
    | GROUP | HAVING | ILIKE | IN | INNER | INTERSECT | INTO | IS | JOIN
    | LEADING | LEFT | LIKE | LIMIT | NATURAL | NOT | NULL_ | OFFSET | ON
    | ONLY | OR | ORDER | OUTER | OVER | PRIMARY | RETURNING | RIGHT | SELECT
    | SOME | SYMMETRIC | TABLE | THEN | TO | TRAILING | TRUE | UNION | UNIQUE
    | USING | VALUES | WHEN | WHERE | WITH
    ;

// ================================================================ lexer

ABORT: A B O R T;
ADD: A D D;
ALL: A L L;
ALTER: A L T E R;
ALWAYS: A L W A Y S;
ANALYZE: A N A L Y Z E | A N A L Y S E;
AND: A N D;
ANY: A N Y;
ARRAY: A R R A Y;
AS: A S;
ASC: A S C;
BEGIN: B E G I N;
BETWEEN: B E T W E E N;
BINARY: B I N A R Y;
BOTH: B O T H;
BY: B Y;
CASCADE: C A S C A D E;
CASE: C A S E;
CAST: C A S T;
CHARACTERISTICS: C H A R A C T E R I S T I C S;
CHECK: C H E C K;
COLLATE: C O L L A T E;
COLUMN: C O L U M N;
COMMIT: C O M M I T;
COMMITTED: C O M M I T T E D;
COMPRESSION: C O M P R E S S I O N;
CONFLICT: C O N F L I C T;
CONSTRAINT: C O N S T R A I N T;
CONTINUE: C O N T I N U E;
COPY: C O P Y;
CREATE: C R E A T E;
CROSS: C R O S S;
CSV: C S V;
DEFAULT: D E F A U L T;
DEFERRABLE: D E F E R R A B L E;
DELETE: D E L E T E;
DELIMITER: D E L I M I T E R;
DESC: D E S C;
DISTINCT: D I S T I N C T;
DO: D O;
DOUBLE: D O U B L E;
DROP: D R O P;
ELSE: E L S E;
ENCRYPTED: E N C R Y P T E D;
END: E N D;
ESCAPE: E S C A P E;
EXCEPT: E X C E P T;
EXISTS: E X I S T S;
EXPLAIN: E X P L A I N;
EXTRACT: E X T R A C T;
FALSE: F A L S E;
FETCH: F E T C H;
FIRST: F I R S T;
FOR: F O R;
FORMAT: F O R M A T;
FROM: F R O M;
FULL: F U L L;
GENERATED: G E N E R A T E D;
GROUP: G R O U P;
HAVING: H A V I N G;
HEADER: H E A D E R;
IDENTITY: I D E N T I T Y;
IF: I F;
ILIKE: I L I K E;
IN: I N;
INDEX: I N D E X;
INHERIT: I N H E R I T;
INNER: I N N E R;
INSERT: I N S E R T;
INTERSECT: I N T E R S E C T;
INTO: I N T O;
IS: I S;
ISOLATION: I S O L A T I O N;
JOIN: J O I N;
KEY: K E Y;
LAST: L A S T;
LEADING: L E A D I N G;
LEFT: L E F T;
LEVEL: L E V E L;
LIKE: L I K E;
LIMIT: L I M I T;
LOCAL: L O C A L;
NATURAL: N A T U R A L;
NEXT: N E X T;
NO: N O;
NOT: N O T;
NOTHING: N O T H I N G;
NULL_: N U L L;
NULLS: N U L L S;
OFFSET: O F F S E T;
ON: O N;
ONLY: O N L Y;
OPERATOR: O P E R A T O R;
OR: O R;
ORDER: O R D E R;
OUTER: O U T E R;
OVER: O V E R;
OVERRIDING: O V E R R I D I N G;
OWNED: O W N E D;
PASSWORD: P A S S W O R D;
POSITION: P O S I T I O N;
PRECISION: P R E C I S I O N;
PRIMARY: P R I M A R Y;
QUOTE: Q U O T E;
READ: R E A D;
RENAME: R E N A M E;
REPEATABLE: R E P E A T A B L E;
RESET: R E S E T;
RESTART: R E S T A R T;
RESTRICT: R E S T R I C T;
RETURNING: R E T U R N I N G;
RIGHT: R I G H T;
ROLE: R O L E;
ROLLBACK: R O L L B A C K;
ROW: R O W;
ROWS: R O W S;
SELECT: S E L E C T;
SEQUENCE: S E Q U E N C E;
SERIALIZABLE: S E R I A L I Z A B L E;
SESSION: S E S S I O N;
SET: S E T;
SHOW: S H O W;
SOME: S O M E;
START: S T A R T;
STDIN: S T D I N;
STDOUT: S T D O U T;
SUBSTRING: S U B S T R I N G;
SYMMETRIC: S Y M M E T R I C;
SYSTEM: S Y S T E M;
TABLE: T A B L E;
THEN: T H E N;
TIME: T I M E;
TO: T O;
TRAILING: T R A I L I N G;
TRANSACTION: T R A N S A C T I O N;
TRIM: T R I M;
TRUE: T R U E;
TRUNCATE: T R U N C A T E;
UNCOMMITTED: U N C O M M I T T E D;
UNION: U N I O N;
UNIQUE: U N I Q U E;
UNKNOWN: U N K N O W N;
UPDATE: U P D A T E;
USER: U S E R;
USING: U S I N G;
VALUE: V A L U E;
VALUES: V A L U E S;
VARYING: V A R Y I N G;
VERBOSE: V E R B O S E;
WHEN: W H E N;
WHERE: W H E R E;
WITH: W I T H;
WITHOUT: W I T H O U T;
WORK: W O R K;
WRITE: W R I T E;
ZONE: Z O N E;

TYPECAST: '::';
CONCAT: '||';
CONTAINS: '@>';
CONTAINED_BY: '<@';
OVERLAPS: '&&';
TILDE: '~';
NOT_TILDE: '!~';
TILDE_STAR: '~*';
NOT_TILDE_STAR: '!~*';
NEQ: '<>' | '!=';
LTE: '<=';
GTE: '>=';
EQ: '=';
LT: '<';
GT: '>';
PLUS: '+';
MINUS: '-';
STAR: '*';
SLASH: '/';
PERCENT: '%';
LPAREN: '(';
RPAREN: ')';
LBRACKET: '[';
RBRACKET: ']';
COMMA: ',';
DOT: '.';
SEMI: ';';

PARAMETER: '$' DIGIT+;

INTEGER_LITERAL: DIGIT+;

DECIMAL_LITERAL
    : DIGIT+ '.' DIGIT* EXPONENT?
    | '.' DIGIT+ EXPONENT?
    | DIGIT+ EXPONENT
    ;

// 'it''s' ; E'escapes\n' ; "Quoted ""identifier""".
STRING: '\'' (~'\'' | '\'\'')* '\'';
ESCAPE_STRING: [eE] '\'' (~['\\] | '\'\'' | '\\' .)* '\'';
QUOTED_IDENTIFIER: '"' (~'"' | '""')* '"';

IDENTIFIER: IDENT_START IDENT_PART*;

LINE_COMMENT: '--' ~[\r\n]* -> channel(HIDDEN);
BLOCK_COMMENT: '/*' (BLOCK_COMMENT | .)*? '*/' -> channel(HIDDEN);
WHITESPACE: [ \t\r\n\f\u000B]+ -> channel(HIDDEN);

// Unterminated strings and comments run to the end of the input; the
// parser reports them as PostgreSQL does. Being the longest match at the
// end of the input, they never shadow the terminated forms above.
UNTERMINATED_STRING
    : '\'' (~'\'' | '\'\'')* EOF
    | [eE] '\'' (~['\\] | '\'\'' | '\\' .)* '\\'? EOF
    ;
UNTERMINATED_QUOTED_IDENTIFIER: '"' (~'"' | '""')* EOF;
UNTERMINATED_COMMENT: '/*' (~'*' | '*'+ ~[*/])* '*'* EOF;

// Anything else is a token of its own, so the lexer never fails and the
// parser reports it with its position.
ERROR_CHARACTER: .;

fragment DIGIT: [0-9];
fragment EXPONENT: [eE] [+-]? DIGIT+;
fragment IDENT_START: [a-zA-Z_\u0080-\u{10FFFF}];
fragment IDENT_PART: [a-zA-Z_0-9$\u0080-\u{10FFFF}];

fragment A: [aA]; fragment B: [bB]; fragment C: [cC]; fragment D: [dD];
fragment E: [eE]; fragment F: [fF]; fragment G: [gG]; fragment H: [hH];
fragment I: [iI]; fragment J: [jJ]; fragment K: [kK]; fragment L: [lL];
fragment M: [mM]; fragment N: [nN]; fragment O: [oO]; fragment P: [pP];
fragment Q: [qQ]; fragment R: [rR]; fragment S: [sS]; fragment T: [tT];
fragment U: [uU]; fragment V: [vV]; fragment W: [wW]; fragment X: [xX];
fragment Y: [yY]; fragment Z: [zZ];
