/** A page's link-preview image (og:image), rendered by the build for every route. */
export interface SocialImage {
  /** Site-relative URL: "/social/services-ai-ml-0123456789.jpg". */
  src: string;
  width: number;
  height: number;
  /** MIME type, for og:image:type. */
  type: string;
  alt: string;
}
