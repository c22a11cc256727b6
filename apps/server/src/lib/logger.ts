import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { sqlState, violatedConstraint } from './db-errors';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const SECRET_HEADERS = ['.token', '.authorization', '.tokencybersoft', '.cookie', '["set-cookie"]'];
// A card (number, expiry, CVC) goes to the payment processor and into no log line.
const SECRET_FIELDS = ['password', 'matKhau', 'passwordHash', 'token', 'card'];

/**
 * Paths pino blanks before a line is written, wherever a request, a reply or a body is logged
 * whole: the session token travels in a header of each, passwords in bodies.
 */
const REDACT_PATHS = [
  ...['req', 'res', 'request', 'reply', ''].flatMap((owner) =>
    SECRET_HEADERS.map((header) => `${owner ? `${owner}.` : ''}headers${header}`),
  ),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Stack frames without the message line(s) at their head, which may quote the failed input. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * An error as a log line may show it. A database driver's error keeps its SQLSTATE and names but
 * not its message or detail ("Key (email)=(…) already exists"), and a query error keeps its SQL
 * but not the parameters that drizzle writes into its message: those are the input, argon2
 * hashes and emails included.
 */
export function serializeError(error: Error): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const line: LoggedError = {
    type: error.name,
    message: error.message,
    stack: framesOf(error.stack),
  };
  if (typeof fields.severity === 'string' && sqlState(error)) {
    line.message = `database error ${sqlState(error)}`;
    line.code = sqlState(error);
    line.constraint = violatedConstraint(error);
    line.table = fields.table;
    line.column = fields.column;
  } else if (typeof fields.query === 'string' && 'params' in fields)
    line.message = `Failed query: ${fields.query}`;
  else if (fields.code !== undefined) line.code = fields.code;
  if (typeof fields.statusCode === 'number') line.statusCode = fields.statusCode;
  if (error.cause instanceof Error) line.cause = serializeError(error.cause);
  return line;
}

/**
 * The request as a log line shows it: the path without its query string, whose values are search
 * words and emails that admins typed.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options given, with the redaction and serializers that keep secrets out of every line. */
export function safeLogger(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { ...options.serializers, err: serializeError, req: serializeRequest },
  };
}

/**
 * One line per request at info, written when it is answered, with what the request was and how it
 * went: half of Fastify's two, whose writing was the largest part of what a read cost beyond its
 * query and reply (docs/benchmarks.md, "Layer cost"). The line on arrival stays at debug, for
 * following a request that never finishes.
 *
 * An answered request's line skips the redaction, the dearest part of writing it: its fields are
 * what the serializers above keep of the request (no header, no query string, no body) and the
 * reply's status, which hold no secret path to redact (logger.test.ts sends them all and looks).
 * It is written through a child of the app's logger without redaction, with the request's id
 * among its fields where the request's own child would have bound it: the same line, byte for
 * byte. A failed request's line, which carries the error, goes through the redaction as before.
 */
export class RequestLog extends LogController {
  /** The app's logger without redaction, made on the first answered request. */
  private unredacted: FastifyBaseLogger | undefined;

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const root = request.server.log;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    // A route with a level of its own logs through its request's child, which has that level.
    if (reply.log.level !== root.level) {
      reply.log.info(fields, 'request completed');
      return;
    }
    this.unredacted ??= root.child({}, { redact: [] });
    this.unredacted.info({ [this.requestIdLogLabel]: request.id, ...fields }, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
/** pino's logger, which says which levels it writes. */
type LeveledLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const isLeveled = (logger: FastifyBaseLogger): logger is LeveledLogger =>
  typeof (logger as Partial<LeveledLogger>).isLevelEnabled === 'function';

/**
 * A request's logger (`request.log`), whose pino child is made when it first writes a line. Making
 * it binds the request's id through the redaction, on every request; most write no line of their
 * own, as their one line goes without it (RequestLog). Lines below the level are dropped without
 * making it, as pino drops them.
 */
class FirstUseLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LeveledLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.#made ? this.#made.level : this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  private write(level: Level, args: LogArguments) {
    if (this.#made || this.parent.isLevelEnabled(level)) this.made()[level](...args);
  }

  fatal(...args: LogArguments) {
    this.write('fatal', args);
  }
  error(...args: LogArguments) {
    this.write('error', args);
  }
  warn(...args: LogArguments) {
    this.write('warn', args);
  }
  info(...args: LogArguments) {
    this.write('info', args);
  }
  debug(...args: LogArguments) {
    this.write('debug', args);
  }
  trace(...args: LogArguments) {
    this.write('trace', args);
  }
  silent() {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.made().child(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger made on first use. A route with a level or
 * serializers of its own gets its child at once.
 */
export const requestLoggerOnFirstUse: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  isLeveled(logger) && options.level === undefined && options.serializers === undefined
    ? new FirstUseLogger(logger, bindings)
    : logger.child(bindings, options);
