/** Fields any entry may carry to say when it is on the site (schemas/sections.schema.json). */
export const DRAFT_FIELD = "draft";
export const PUBLISH_AT_FIELD = "publishAt";
export const EXPIRE_AT_FIELD = "expireAt";
