import { z } from 'zod'
import { addressSchema } from './address.ts'

const PASSWORD_MIN = 6
export const AUTH_MESSAGES = {
  invalidCredentials: 'Email ou senha inválidos',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  invalidLink: 'Link de redefinição inválido. Solicite um novo link.',
  invalidToken: 'Token inválido ou expirado. Solicite um novo link.',
  resetEmailSent: 'Email de redefinição enviado! Verifique sua caixa de entrada.',
  emailTaken: 'Já existe uma conta com este email. Entre com sua senha.',
  wrongCurrentPassword: 'Senha atual incorreta',
  nameRequired: 'Nome é obrigatório',
  /** A refused sign-in offers it (decision 026): the account's inbox gets a one-time link. */
  accessLinkOffer: 'Receber link de acesso por email',
  accessLinkSent:
    'Se houver uma conta com este email, enviamos um link de acesso. Ele vale por 15 minutos.',
  invalidAccessLink: 'Link de acesso inválido ou expirado. Peça um novo na página de login.',
  invalidInvitation:
    'Convite inválido, expirado ou já usado. Peça um link de acesso na página de login com o seu e-mail.',
  passwordExists: 'Sua conta já tem uma senha. Para trocá-la, use "Alterar senha".',
} as const

/** Trimmed and lower-cased before it is checked (spec.md section 5). */
export const emailField = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email é obrigatório' })
  .max(254, { error: 'Email inválido' })
  .pipe(z.email({ error: 'Email inválido' }))

const passwordField = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, { error: 'Senha é obrigatória' })
  .max(200, { error: 'Senha longa demais' })

const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
  .max(200, { error: 'Senha longa demais' })

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  /** 'Lembrar-me': unticked, the session ends with the browser; ticked, it lasts 30 days. */
  remember: z.boolean().optional().default(false),
})

/** Checkout step 1: log in, or create the account when the email has none. */
export const checkoutAuthSchema = z.object({
  email: emailField,
  password: newPasswordField,
})

export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
    address: addressSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })

export const forgotPasswordSchema = z.object({ email: emailField })

// A link that has its e-mail and a token, but a token no link ever had, is answered as an expired
// one is (spec.md's 'Token inválido ou expirado'); 'Link de redefinição inválido' is for a link
// missing either, which the page says without asking (reset-password-page.tsx).
const tokenField = z
  .string({ error: AUTH_MESSAGES.invalidToken })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: AUTH_MESSAGES.invalidToken })

/**
 * A path of this site to go back to once signed in: '/checkout' yes; '//evil.example',
 * '/\\evil.example' and control characters (browsers drop tabs: '/\t/evil' is '//evil') no.
 */
// eslint-disable-next-line no-control-regex
export const SITE_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/

/** 'Receber link de acesso por email': where the link should land, when not the usual page. */
export const accessLinkRequestSchema = z.object({
  email: emailField,
  redirectTo: z.string().max(200).regex(SITE_PATH).optional().catch(undefined),
})

/** Opening the link: the account's email and the one-time token it carries. */
export const accessLinkSchema = z.object({
  email: emailField,
  token: z
    .string({ error: AUTH_MESSAGES.invalidAccessLink })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: AUTH_MESSAGES.invalidAccessLink }),
})

/** The invitation a new client gets with their project (decision 047): the same shape, its own message. */
export const invitationSchema = z.object({
  email: emailField,
  token: z
    .string({ error: AUTH_MESSAGES.invalidInvitation })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: AUTH_MESSAGES.invalidInvitation }),
})

/** 'Criar senha' on /profile, for an account that has none yet: no current password to give. */
export const firstPasswordSchema = z.object({ newPassword: newPasswordField })

export const resetTokenSchema = z.object({ email: emailField, token: tokenField })

export const resetPasswordSchema = z.object({
  email: emailField,
  token: tokenField,
  newPassword: newPasswordField,
})

/** The web form adds the confirmation; the server needs only the password. */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })

const nameField = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .max(200, { error: 'Nome longo demais' })

export const userUpdateSchema = z.object({ name: nameField, email: emailField })

/** 'Usuários': the role the owner asks for an account (decision 043). */
export const userRoleSchema = z.object({
  isAdmin: z.boolean({ error: 'Informe se a conta é de administrador.' }),
})

/** /profile: the customer's own name. */
export const accountNameSchema = z.object({ name: nameField })

/** /profile: a new password, with the current one to prove it is the account's owner asking. */
export const changePasswordSchema = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
})

/** 'Criar senha' with its confirmation, for an invited client's first password. */
export const firstPasswordFormSchema = z
  .object({ ...firstPasswordSchema.shape, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })

/** /profile's form adds the confirmation ('As senhas não coincidem'); the server needs none. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordSchema.shape, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
