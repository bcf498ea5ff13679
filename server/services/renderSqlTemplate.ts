import { ErrorType, type ErrorTypeName } from '@common/errors/errorTypes';
import { AppError, BadRequestError } from '../errors';
import type { UserRow } from '../store/userRepository';
import { EMPTY_TEMPLATE_CONTEXT, type TemplateContext } from '@common/api/templateContext';
import type { RenderedTemplate } from '../queries/templateProtocol';
import type { TemplateRenderer } from '../queries/templateRenderer';
import { renderInSandbox } from './sqlTemplateSandbox';
import { type FilterUse, templateHelpers } from './templateHelpers';

/** Who runs the SQL, for the current_user helpers. */
export type TemplateUser = Pick<UserRow, 'id' | 'username' | 'email'>;

// Jinja's three openers; SQL without any of them is not a template.
const TEMPLATE_MARKERS = /\{[{%#]/;

function templateError(
  message: string,
  errorType: ErrorTypeName = ErrorType.INVALID_TEMPLATE_PARAMS_ERROR,
) {
  return new AppError(400, message, errorType);
}

/** The template parameters as an object: a JSON object string, an object, or nothing. */
function parseParams(
  templateParams: string | Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  if (templateParams === null || templateParams === undefined) return {};
  if (typeof templateParams !== 'string') return templateParams;
  if (templateParams.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(templateParams);
  } catch {
    throw new BadRequestError(
      'The template parameters are not valid JSON',
      ErrorType.INVALID_TEMPLATE_PARAMS_ERROR,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new BadRequestError(
      'The template parameters must be a JSON object',
      ErrorType.INVALID_TEMPLATE_PARAMS_ERROR,
    );
  return parsed as Record<string, unknown>;
}

/** nunjucks' message without its "(unknown path)" prefix, on one line. */
function cleanMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/\(unknown path\)\s*/g, '')
    .replace(/^(Template render error|Error):\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/**
 * Renders a template in this thread. Only the template thread calls it: a runaway template
 * (a catastrophic regular expression, a huge string) must never hold the API's event loop.
 */
export function renderTemplateHere(
  sql: string,
  params: Record<string, unknown>,
  user: TemplateUser,
  context: TemplateContext = EMPTY_TEMPLATE_CONTEXT,
): RenderedTemplate {
  const use: FilterUse = { applied: [], removed: [] };
  try {
    const rendered = renderInSandbox(sql, params, templateHelpers(user, context, use));
    return { sql: rendered, appliedFilters: use.applied, removedFilters: use.removed };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = cleanMessage(error);
    if (/attempted to output null or undefined value/.test(message))
      throw templateError(
        `A template parameter in your query is undefined: ${message}`,
        ErrorType.MISSING_TEMPLATE_PARAMS_ERROR,
      );
    // Syntax errors, sandbox refusals, recursion and string-length limits alike.
    throw templateError(`The template could not be rendered: ${message}`);
  }
}

/**
 * Renders Jinja-style SQL with the template parameters (a JSON object string) in a sandbox that
 * reaches only the parameters, the context (URL parameters, filters) and a few helpers, on the
 * renderer's thread with its time and memory budget. SQL without template markers comes back
 * as is, without a trip to the thread.
 */
export async function renderSqlTemplateWithFilters(
  renderer: TemplateRenderer,
  sql: string,
  templateParams: string | Record<string, unknown> | null | undefined,
  user: TemplateUser,
  context: TemplateContext = EMPTY_TEMPLATE_CONTEXT,
): Promise<RenderedTemplate> {
  const params = parseParams(templateParams);
  if (!TEMPLATE_MARKERS.test(sql)) return { sql, appliedFilters: [], removedFilters: [] };
  const fields = { id: user.id, username: user.username, email: user.email };
  return renderer.renderTemplate(sql, params, fields, context);
}

/** renderSqlTemplateWithFilters' SQL alone, for callers that apply no filters of their own. */
export async function renderSqlTemplate(
  renderer: TemplateRenderer,
  sql: string,
  templateParams: string | Record<string, unknown> | null | undefined,
  user: TemplateUser,
  context: TemplateContext = EMPTY_TEMPLATE_CONTEXT,
): Promise<string> {
  return (await renderSqlTemplateWithFilters(renderer, sql, templateParams, user, context)).sql;
}
