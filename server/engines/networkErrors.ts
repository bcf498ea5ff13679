import { ErrorType, type ErrorTypeName } from '../../common/errors/errorTypes';

/** Superset's connection error type for a Node network error code, if it is one. */
export function networkErrorType(code: unknown): ErrorTypeName | undefined {
  switch (code) {
    case 'ECONNREFUSED':
      return ErrorType.CONNECTION_PORT_CLOSED_ERROR;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ECONNRESET':
    case 'PROTOCOL_SEQUENCE_TIMEOUT':
      return ErrorType.CONNECTION_HOST_DOWN_ERROR;
    default:
      return undefined;
  }
}
