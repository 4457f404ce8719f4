// The editor's style sheets are imported for their side effect; the web's bundler (vite) handles them.
declare module '*.css';
