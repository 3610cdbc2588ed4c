import { z } from 'zod';

/** Every API error answers with this body (SPEC §8): a message, and field errors for bad input. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Body of a successful call that only reports an outcome. */
export const MessageSchema = z.object({ message: z.string() });
