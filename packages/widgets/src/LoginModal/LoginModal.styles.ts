// LoginModal has no styles of its own: it composes Modal and LoginForm, which carry theirs.
// The file exists so every widget folder has the same shape.
export {};
