// Function names offered by completion, per SQL dialect: the everyday ones of each engine's
// manual (aggregates, text, dates, numbers, JSON, lists), not every overload or internal name.

const COMMON = (
  'abs avg cast ceil coalesce concat count current_date current_timestamp exp floor ' +
  'greatest least length ln lower ltrim max min mod nullif power replace round rtrim sign ' +
  'sqrt substr substring sum trim upper dense_rank first_value lag last_value lead ntile ' +
  'rank row_number'
).split(' ');

const DUCKDB = (
  'any_value approx_count_distinct approx_quantile arg_max arg_min array_agg bit_and bit_or ' +
  'bool_and bool_or contains corr count_if date_add date_diff date_part date_sub date_trunc ' +
  'datediff dayname epoch epoch_ms ends_with extract filter first flatten generate_series ' +
  'hash histogram ifnull instr json_extract json_extract_string json_keys last left len ' +
  'levenshtein list_aggregate list_contains list_distinct list_filter list_sort ' +
  'list_transform list_value log10 make_date make_timestamp md5 median mode monthname now ' +
  'percentile_cont percentile_disc quantile_cont quantile_disc random range read_csv ' +
  'read_csv_auto read_json read_json_auto read_parquet regexp_extract regexp_matches ' +
  'regexp_replace repeat reverse right split_part starts_with stddev stddev_pop stddev_samp ' +
  'string_agg string_split strftime strptime struct_pack time_bucket to_timestamp today ' +
  'try_cast unnest var_pop var_samp variance'
).split(' ');

const POSTGRESQL = (
  'age array_agg array_length array_to_string bit_and bit_or bool_and bool_or btrim ' +
  'char_length clock_timestamp concat_ws corr date_part date_trunc every extract format ' +
  'generate_series initcap json_agg json_build_object json_object_agg jsonb_agg ' +
  'jsonb_array_elements jsonb_build_object jsonb_each jsonb_extract_path ' +
  'jsonb_extract_path_text left log lpad make_date make_interval md5 mode now ' +
  'percentile_cont percentile_disc position random regexp_match regexp_matches ' +
  'regexp_replace regexp_split_to_array repeat reverse right rpad split_part starts_with ' +
  'stddev stddev_pop stddev_samp string_agg string_to_array strpos to_char to_date ' +
  'to_number to_timestamp trunc unnest var_pop var_samp variance'
).split(' ');

const MYSQL = (
  'adddate bit_and bit_or char_length concat_ws convert convert_tz curdate curtime date ' +
  'date_add date_format date_sub datediff day dayname dayofweek dayofyear extract field ' +
  'find_in_set format from_unixtime group_concat hour if ifnull instr json_arrayagg ' +
  'json_extract json_object json_objectagg json_unquote last_day lcase left locate log ' +
  'log10 lpad md5 minute month monthname now quarter rand regexp_like regexp_replace ' +
  'regexp_substr repeat reverse right rpad sec_to_time second sha2 std stddev stddev_pop ' +
  'stddev_samp str_to_date substring_index sysdate time_format timestampdiff truncate ucase ' +
  'unix_timestamp var_pop var_samp variance week weekday year yearweek'
).split(' ');

const SQLITE = (
  'changes char date datetime glob group_concat hex ifnull iif instr json json_array ' +
  'json_extract json_group_array json_group_object json_object julianday last_insert_rowid ' +
  'like printf quote random randomblob strftime time total typeof unicode unixepoch ' +
  'zeroblob'
).split(' ');

const BY_BACKEND: Record<string, readonly string[]> = {
  duckdb: DUCKDB,
  postgresql: POSTGRESQL,
  postgres: POSTGRESQL,
  mysql: MYSQL,
  mariadb: MYSQL,
  sqlite: SQLITE,
};

const cache = new Map<string, readonly string[]>();

/** The function names of a backend's dialect, sorted; unknown backends get the common ones. */
export function dialectFunctions(backend: string | undefined): readonly string[] {
  const key = (backend ?? '').toLowerCase();
  let names = cache.get(key);
  if (!names) {
    names = [...new Set([...COMMON, ...(BY_BACKEND[key] ?? [])])].sort();
    cache.set(key, names);
  }
  return names;
}
