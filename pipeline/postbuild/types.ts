/** The shape of a post-build step: index.ts runs the steps in order, each step module imports only this. */
export interface PostBuildContext {
  /** Absolute path of the build output (`build/` or `build-hosted/`). */
  readonly outDir: string;
}

export interface PostBuildStep {
  readonly name: string;
  run(context: PostBuildContext): Promise<string>;
}
