// The error pages' content as the browser shows it: the server reads it with the shell
// (server/error-views.ts), the error boundary and the error page render it.

export interface ErrorView {
  title: string;
  description: string;
  bgColor: string;
  textColor: string;
  titleAlign: 'left' | 'center' | 'right';
  image: { src: string; alt: string } | null;
  imageMobile: { src: string; alt: string } | null;
  links: { text: string; href: string }[];
}

const FALLBACK: Record<'notFound' | 'serverError', ErrorView> = {
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    bgColor: '#f6f1eb',
    textColor: '#1d1b18',
    titleAlign: 'center',
    image: null,
    imageMobile: null,
    links: [{ text: 'Home', href: '/' }],
  },
  serverError: {
    title: 'Something went wrong',
    description: 'Please try again in a moment.',
    bgColor: '#f6f1eb',
    textColor: '#1d1b18',
    titleAlign: 'center',
    image: null,
    imageMobile: null,
    links: [{ text: 'Home', href: '/' }],
  },
};

export const FALLBACK_ERROR_VIEWS = FALLBACK;
