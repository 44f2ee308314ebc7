/** A UUID in its usual text form, any letter case: ids of jobs, batches, uploads and accounts. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
