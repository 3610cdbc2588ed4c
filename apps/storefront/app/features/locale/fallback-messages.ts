/**
 * The only texts bundled with the code: what the error page says when the translations could
 * not be loaded (the API is down). Same keys and values as the seed files; a test keeps them
 * in step.
 */
export const FALLBACK_MESSAGES = {
  en: {
    'ui.prisma.error.title': 'Something went wrong',
    'ui.prisma.toast.error.generic': 'Something went wrong, please try again',
    'ui.prisma.error.retry': 'Try again',
  },
  ar: {
    'ui.prisma.error.title': 'حدث خطأ ما',
    'ui.prisma.toast.error.generic': 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
    'ui.prisma.error.retry': 'حاول مرة أخرى',
  },
} as const;
