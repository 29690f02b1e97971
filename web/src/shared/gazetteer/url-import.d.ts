// Vite answers an import ending in ?url with the file's address once built (hashed, compressed beside).
declare module '*?url' {
  const url: string;
  export default url;
}
