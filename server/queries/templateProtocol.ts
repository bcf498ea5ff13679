import type { ErrorTypeName } from '../../common/errors/errorTypes';

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
}

/** What the template thread answers. */
export type FromTemplateThread =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; sql: string }
  | {
      type: 'failed';
      id: number;
      error: { status: number; message: string; errorType: ErrorTypeName };
    };
