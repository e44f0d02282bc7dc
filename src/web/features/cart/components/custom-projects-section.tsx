/**
 * The 'Projetos Personalizados' section of spec.md ('Cart'): the client's custom projects with
 * 'Aceitar Termos' or 'Termos aceitos', remove, the terms modal and the warning about projects
 * awaiting acceptance. It arrives with the custom-projects issue; until then there is nothing to
 * show. When it does, its accepted subtotal joins CartSummary, and its projects count when the
 * page decides whether the cart is empty.
 */
export function CustomProjectsSection() {
  return null
}
