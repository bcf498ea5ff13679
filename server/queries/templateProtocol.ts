import type { TemplateContext } from '@common/api/templateContext';
import type { ErrorTypeName } from '@common/errors/errorTypes';

/** Who runs the SQL, as the template helpers see them. */
export interface TemplateUserFields {
  id: number;
  username: string;
  email: string;
}

/** A render handed to the template thread. */
export interface RenderRequest {
  id: number;
  sql: string;
  params: Record<string, unknown>;
  user: TemplateUserFields;
  /** URL parameters and filters: plain data, structured-cloned to the thread. */
  context: TemplateContext;
}

/** A rendered template, and the filter columns it read (Superset's applied/removed filters). */
export interface RenderedTemplate {
  sql: string;
  appliedFilters: string[];
  removedFilters: string[];
}

/** What the template thread answers. */
export type FromTemplateThread =
  | { type: 'ready' }
  | ({ type: 'rendered'; id: number } & RenderedTemplate)
  | {
      type: 'failed';
      id: number;
      error: { status: number; message: string; errorType: ErrorTypeName };
    };
