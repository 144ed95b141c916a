// React's CommonJS bodies run where they are first required. Required here, in the first-react
// chunk (vite.config.ts `FIRST_SCREEN_CHUNKS`), they run when the page's loader evaluates that
// chunk, in a task of their own, instead of inside the app's first task (issue #14).
import 'react'
import 'react/jsx-runtime'
import 'react-dom/client'
