/** The role form's values, as its fields and the permission matrix read and write them. */
export interface RoleFormValues {
  name: string;
  description: string;
  /** JSON text: a list of permission strings. */
  permissions: string;
  implied_roles: number[];
  is_technical: boolean;
}
