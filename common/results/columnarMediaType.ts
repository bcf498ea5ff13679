/** The media type of a columnar answer (SQL Lab asks for it with Accept). */
export const COLUMNAR_CONTENT_TYPE = 'application/vnd.tessera.columnar';
