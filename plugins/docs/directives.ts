/** A leaf directive (`::name{key="value"}` on a line of its own) as remark-directive parses it, for the plugins that render one. */
export interface LeafDirective {
  readonly type: 'leafDirective';
  readonly name: string;
  readonly attributes?: Record<string, string | null | undefined> | null;
}
