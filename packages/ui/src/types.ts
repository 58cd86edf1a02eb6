/** Shapes several components share. */
export interface ImageSource {
  src: string;
  alt: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export interface LinkItem {
  label: string;
  href: string;
}
