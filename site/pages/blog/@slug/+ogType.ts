export const ogType = "article";
