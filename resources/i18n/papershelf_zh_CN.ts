<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>导入(&amp;I)…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>将摘要列表导入文献库</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>从 Zotero 导入(&amp;Z)…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>导入您的 Zotero 文献库：条目、笔记、文件、标签和分类（Zotero 可保持打开）</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>打开共享文献库(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>在新窗口中打开 PostgreSQL 服务器上的文献库</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>新建条目(&amp;N)…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>通过填写字段添加文献</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>按标识符添加(&amp;I)…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>按 DOI 或 arXiv 编号添加文献（在线查询）</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>查找元数据(&amp;M)…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>在线查询并补全所选文献</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>将列表中显示的内容导出为 BibTeX、BibLaTeX 或 RIS</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>导出所选(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>持续导出文献库到(&amp;K)…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>每次更改时重写 .bib 或 CSL-JSON 文件</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>复制 BibTeX(&amp;B)</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>将所选条目复制为 BibTeX</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>复制 \cite{…}</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>复制所选条目的 \cite{keys}</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>复制参考文献(&amp;N)</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>以所选引文样式将所选文献复制为参考文献列表（用于 Word 和纯文本）</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>复制引文(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>复制文内引文，例如 (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>导出参考文献表(&amp;B)…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>格式化的参考文献列表（HTML、Markdown、RTF、文本）或供 Pandoc 使用的 CSL-JSON</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>粘贴为新条目(&amp;P)</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>添加剪贴板中的 BibTeX、RIS、DOI、arXiv 编号或摘要</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>查找重复项(&amp;D)…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>合并重复收录的文献</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>重新生成引用键(&amp;G)…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>重新应用引用键模式</translation>
        </message>
        <message>
            <source>Your &amp;Name in This Library…</source>
            <translation>您在此文献库中的名称(&amp;N)…</translation>
        </message>
        <message>
            <source>The name others see you by in a shared library</source>
            <translation>在共享文献库中其他人看到的您的名称</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>引文样式；用于在线查询的联系邮箱和密钥</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>编辑条目(&amp;E)</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>编辑所选条目的所有字段</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>查找(&amp;F)</translation>
        </message>
        <message>
            <source>The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list</source>
            <translation>所选视图中的文献；Ctrl+T 添加标签，Ctrl+L 添加到阅读列表</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>搜索文献库</translation>
        </message>
        <message>
            <source>Library, reading lists and tags</source>
            <translation>文献库、阅读列表和标签</translation>
        </message>
        <message>
            <source>Paper details</source>
            <translation>文献详情</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>相关文献</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>详情面板(&amp;D)</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>显示或隐藏阅读面板</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>下一个面板(&amp;X)</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>依次切换侧栏、搜索、列表和详情面板</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>上一个面板(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>关于 Papershelf(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>所有快捷键，可筛选</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>显示日志文件夹(&amp;L)</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>打开 Papershelf 记录错误的文件夹</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>放大文字(&amp;L)</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>放大阅读文字</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>缩小文字(&amp;M)</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>缩小阅读文字</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>实际文字大小(&amp;A)</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>以正常大小显示阅读文字</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>保存搜索(&amp;S)…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>将此搜索保存为智能列表</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>标签(&amp;T)…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>为所选条目添加或移除标签</translation>
        </message>
        <message>
            <source>Add to Reading &amp;List…</source>
            <translation>添加到阅读列表(&amp;L)…</translation>
        </message>
        <message>
            <source>Put the selected papers on a reading list (as a drop)</source>
            <translation>将所选文献添加到阅读列表（相当于拖放到列表上）</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>在详情中编辑标签</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>阅读下一篇(&amp;X)</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>此阅读列表中第一篇未读文献</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>在列表中上移(&amp;P)</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>在列表中下移(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>附加文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>随文献保存文件（PDF、笔记等）</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>打开文件(&amp;O)</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>打开文献的第一个附件（在列表中也可按 O）</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>在文件夹中显示文件(&amp;F)</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>第一个文件所在的文件夹</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>删除(&amp;D)</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>删除所选条目</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>标记为未读(&amp;U)</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>标记为在读(&amp;R)</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>标记为已读(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>筛选未读文献(&amp;T)</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>逐篇查看此视图中未读文献的摘要</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>统计(&amp;S)</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>您添加和阅读文献的图表</translation>
        </message>
        <message>
            <source>Reading &amp;Plan</source>
            <translation>阅读计划(&amp;P)</translation>
        </message>
        <message>
            <source>A list's goal, when you will finish it, this week's papers</source>
            <translation>列表的目标、预计读完的时间、本周要读的文献</translation>
        </message>
        <message>
            <source>Assi&amp;gned to Me</source>
            <translation>分配给我的(&amp;G)</translation>
        </message>
        <message>
            <source>The papers assigned to you to read (journal clubs)</source>
            <translation>分配给您阅读的文献（期刊俱乐部）</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>查找相似文献(&amp;S)</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>与所选文献相似的文献（related: 搜索）</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>无评分</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf 保存您打算阅读的文献。不带命令时打开应用程序。</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>在您发起查询之前（按标识符添加、查找元数据，或勾选下方选项后拖放到列表中的 PDF），任何数据都不会离开您的计算机。附带联系邮箱的请求，Crossref 响应更快；Semantic Scholar API 密钥可提高其速率限制。</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>“复制参考文献”“复制引文”“导出参考文献表”以及详情面板的“参考文献”开关均使用此样式。可添加任意 .csl 文件，例如来自 Zotero 样式库的文件。</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>CSL 样式 (*.csl);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>您附加的文件（拖放到文献上）保留在原处，或复制到文献库的文件夹中：每个引用键一个子文件夹，按模式命名，并在引用键或标题更改时重命名。这些设置属于此文献库。</translation>
        </message>
        <message>
            <source>Select a paper to read it here</source>
            <translation>选择一篇文献以在此阅读</translation>
        </message>
        <message>
            <source>Cannot be read just now; they come back with the library</source>
            <translation>暂时无法读取；文献库恢复后即会显示</translation>
        </message>
        <message>
            <source>Type to filter; Esc clears</source>
            <translation>输入以筛选；Esc 清除</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
        <message>
            <source>Read by</source>
            <translation>读过的人</translation>
        </message>
        <message>
            <source>Readers</source>
            <translation>读者数</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>添加日期</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>月份</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>文献</translation>
        </message>
        <message>
            <source>{title}: nothing to show yet.</source>
            <translation>{title}：暂无可显示的内容。</translation>
        </message>
        <message>
            <source> (and {n} more)</source>
            <translation>（另有 {n} 项）</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>列表备注</translation>
        </message>
        <message>
            <source>Unread</source>
            <translation>未读</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>Cite-as-you-Write Ser&amp;ver</source>
            <translation>边写边引服务器(&amp;V)</translation>
        </message>
        <message>
            <source>Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins</source>
            <translation>在 127.0.0.1 上为编辑器插件响应 Better BibTeX 的边写边引 URL</translation>
        </message>
        <message>
            <source>Link &amp;Writing Project…</source>
            <translation>链接写作项目(&amp;W)…</translation>
        </message>
        <message>
            <source>Link a LaTeX or Markdown document: see what it cites and keep its .bib current</source>
            <translation>链接 LaTeX 或 Markdown 文档：查看其引用的文献并保持其 .bib 最新</translation>
        </message>
        <message>
            <source>Pick &amp;Citation…</source>
            <translation>选取引文(&amp;C)…</translation>
        </message>
        <message>
            <source>Search papers to cite and copy \cite{…}, [@…] or a formatted citation</source>
            <translation>搜索要引用的文献并复制 \cite{…}、[@…] 或格式化引文</translation>
        </message>
        <message>
            <source>Documents (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;All files (*)</source>
            <translation>文档 (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;所有文件 (*)</translation>
        </message>
        <message>
            <source>&amp;Read PDF</source>
            <translation>阅读 PDF(&amp;R)</translation>
        </message>
        <message>
            <source>Read the paper's PDF in Papershelf, with highlights and notes</source>
            <translation>在 Papershelf 中阅读文献的 PDF，可高亮和记笔记</translation>
        </message>
        <message>
            <source>Show this paper as a formatted reference in the citation style (Preferences)</source>
            <translation>以引文样式显示此文献的格式化参考文献（首选项）</translation>
        </message>
        <message>
            <source>Add tag…</source>
            <translation>添加标签…</translation>
        </message>
        <message>
            <source>Statistics as Numbers</source>
            <translation>统计数据（数字形式）</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Remove this tag from the paper</source>
            <translation>从文献中移除此标签</translation>
        </message>
        <message>
            <source>No paper left to triage</source>
            <translation>没有待筛选的文献了</translation>
        </message>
        <message>
            <source>Triage: {title}</source>
            <translation>筛选：{title}</translation>
        </message>
        <message>
            <source>Pages of {title}</source>
            <translation>{title} 的页面</translation>
        </message>
        <message>
            <source>Page {page} of {count}</source>
            <translation>第 {page} 页，共 {count} 页</translation>
        </message>
        <message>
            <source>Suggested tags: {keyed}</source>
            <translation>建议的标签：{keyed}</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids, one per line or separated by spaces — bare, doi:…, https://doi.org/…, arXiv:…, or arxiv.org links. They are looked up at Crossref, doi.org and arXiv when you press Add.</source>
            <translation>DOI 和 arXiv 编号，每行一个或以空格分隔——可以是裸编号、doi:…、https://doi.org/…、arXiv:… 或 arxiv.org 链接。按“添加”后将在 Crossref、doi.org 和 arXiv 查询。</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>从备份恢复(&amp;R)…</translation>
        </message>
        <message>
            <source>Rich Text (Word)</source>
            <translation>富文本 (Word)</translation>
        </message>
        <message>
            <source>Plain text</source>
            <translation>纯文本</translation>
        </message>
        <message>
            <source>title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>关键词</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>type</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>citation key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>other fields</source>
            <translation>其他字段</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>颜色</translation>
        </message>
        <message>
            <source>description</source>
            <translation>描述</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>（不存在）</translation>
        </message>
        <message>
            <source>someone else</source>
            <translation>其他人</translation>
        </message>
        <message>
            <source>Someone else changed {fields} while you edited; your other changes are saved. Yours for these are still in the form: Retry to choose again.</source>
            <translation>在您编辑期间，其他人修改了 {fields}；您的其他更改已保存。您对这些字段的修改仍在表单中：点击“重试”重新选择。</translation>
        </message>
        <message>
            <source>Keep (left)</source>
            <translation>保留（左）</translation>
        </message>
        <message>
            <source>Other (right)</source>
            <translation>另一个（右）</translation>
        </message>
        <message>
            <source>Evidence: {evidence}</source>
            <translation>依据：{evidence}</translation>
        </message>
        <message>
            <source>Evidence: {evidence} — not sure: tick the fields to take</source>
            <translation>依据：{evidence}——不确定：请勾选要采用的字段</translation>
        </message>
        <message>
            <source>sure: {reason}</source>
            <translation>确定：{reason}</translation>
        </message>
        <message>
            <source>possible: {reason}</source>
            <translation>可能：{reason}</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>合并</translation>
        </message>
        <message>
            <source>Import Anyway</source>
            <translation>仍然导入</translation>
        </message>
        <message>
            <source>Already there (left)</source>
            <translation>已有（左）</translation>
        </message>
        <message>
            <source>Incoming (right)</source>
            <translation>导入的（右）</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>在文件夹中显示(&amp;F)</translation>
        </message>
        <message>
            <source>Open a Backup…</source>
            <translation>打开备份…</translation>
        </message>
        <message>
            <source>Create a New Library…</source>
            <translation>新建文献库…</translation>
        </message>
        <message>
            <source>Try Again</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>daily</source>
            <translation>每日</translation>
        </message>
        <message>
            <source>manual</source>
            <translation>手动</translation>
        </message>
        <message>
            <source>before delete</source>
            <translation>删除前</translation>
        </message>
        <message>
            <source>before new keys</source>
            <translation>生成新引用键前</translation>
        </message>
        <message>
            <source>before merge</source>
            <translation>合并前</translation>
        </message>
        <message>
            <source>before tag delete</source>
            <translation>删除标签前</translation>
        </message>
        <message>
            <source>before tag merge</source>
            <translation>合并标签前</translation>
        </message>
        <message>
            <source>before restore</source>
            <translation>恢复前</translation>
        </message>
        <message>
            <source>Make It a Library</source>
            <translation>将其设为文献库</translation>
        </message>
        <message>
            <source>Papershelf never asks for a password and never stores one: libpq reads it from ~/.pgpass, the PGPASSWORD variable or a service in pg_service.conf.</source>
            <translation>Papershelf 从不询问也从不保存密码：libpq 会从 ~/.pgpass、PGPASSWORD 变量或 pg_service.conf 中的服务读取密码。</translation>
        </message>
        <message>
            <source>Leave the password out of the URL: put it in ~/.pgpass instead.</source>
            <translation>请勿在 URL 中包含密码：请改为写入 ~/.pgpass。</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>服务器(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>端口(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>数据库(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>用户(&amp;U)：</translation>
        </message>
        <message>
            <source>&amp;Encryption (SSL mode):</source>
            <translation>加密（SSL 模式）(&amp;E)：</translation>
        </message>
        <message>
            <source>Or paste a &amp;URL:</source>
            <translation>或粘贴 URL(&amp;U)：</translation>
        </message>
        <message>
            <source>Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)</source>
            <translation>Zotero 数据库 (zotero.sqlite zotero.sqlite.bak *.sqlite);;所有文件 (*)</translation>
        </message>
        <message>
            <source>no server is running there</source>
            <translation>那里没有正在运行的服务器</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>无响应</translation>
        </message>
        <message>
            <source>unknown server name</source>
            <translation>未知的服务器名称</translation>
        </message>
        <message>
            <source>another Papershelf window writes it</source>
            <translation>另一个 Papershelf 窗口正在写入</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>skip</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>open link</source>
            <translation>打开链接</translation>
        </message>
        <message>
            <source>back</source>
            <translation>返回</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>leave</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>This view</source>
            <translation>此视图</translation>
        </message>
        <message>
            <source>New imports</source>
            <translation>新导入</translation>
        </message>
        <message>
            <source>You marked it read</source>
            <translation>您已将其标记为已读</translation>
        </message>
        <message>
            <source>You marked it to read now</source>
            <translation>您已将其标记为现在阅读</translation>
        </message>
        <message>
            <source>You skipped it</source>
            <translation>您已跳过它</translation>
        </message>
        <message>
            <source>Cited</source>
            <translation>已引用</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>缺失</translation>
        </message>
        <message>
            <source>Uncited</source>
            <translation>未引用</translation>
        </message>
        <message>
            <source>its .aux</source>
            <translation>其 .aux</translation>
        </message>
        <message>
            <source>its .bcf</source>
            <translation>其 .bcf</translation>
        </message>
        <message>
            <source>its sources</source>
            <translation>其源文件</translation>
        </message>
        <message>
            <source>the document</source>
            <translation>文档</translation>
        </message>
        <message>
            <source>Highlight</source>
            <translation>高亮</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>下划线</translation>
        </message>
        <message>
            <source>Strike out</source>
            <translation>删除线</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>便笺</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>区域</translation>
        </message>
        <message>
            <source>from the file</source>
            <translation>来自文件</translation>
        </message>
        <message>
            <source>from Zotero</source>
            <translation>来自 Zotero</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>查找(&amp;F)…</translation>
        </message>
        <message>
            <source>Find words in this PDF</source>
            <translation>在此 PDF 中查找词语</translation>
        </message>
        <message>
            <source>Find &amp;Next</source>
            <translation>查找下一个(&amp;N)</translation>
        </message>
        <message>
            <source>Find Pre&amp;vious</source>
            <translation>查找上一个(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>Fit &amp;Width</source>
            <translation>适合宽度(&amp;W)</translation>
        </message>
        <message>
            <source>Fit &amp;Page</source>
            <translation>适合页面(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Go to Page…</source>
            <translation>转到页面(&amp;G)…</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>后退(&amp;B)</translation>
        </message>
        <message>
            <source>Back to where a link was followed from</source>
            <translation>返回跟随链接前的位置</translation>
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation>前进(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the selected words</source>
            <translation>复制所选词语</translation>
        </message>
        <message>
            <source>&amp;Highlight</source>
            <translation>高亮(&amp;H)</translation>
        </message>
        <message>
            <source>Highlight the selected words</source>
            <translation>高亮所选词语</translation>
        </message>
        <message>
            <source>&amp;Underline</source>
            <translation>下划线(&amp;U)</translation>
        </message>
        <message>
            <source>Underline the selected words</source>
            <translation>为所选词语添加下划线</translation>
        </message>
        <message>
            <source>&amp;Strike Out</source>
            <translation>删除线(&amp;S)</translation>
        </message>
        <message>
            <source>Strike the selected words out</source>
            <translation>为所选词语添加删除线</translation>
        </message>
        <message>
            <source>Sticky &amp;Note</source>
            <translation>便笺(&amp;N)</translation>
        </message>
        <message>
            <source>A note at the selected words; type it below</source>
            <translation>在所选词语处添加便笺；在下方输入内容</translation>
        </message>
        <message>
            <source>&amp;Area</source>
            <translation>区域(&amp;A)</translation>
        </message>
        <message>
            <source>Drag a rectangle over a figure, a table or an equation</source>
            <translation>在图、表或公式上拖出一个矩形</translation>
        </message>
        <message>
            <source>Co&amp;mment</source>
            <translation>评论(&amp;M)</translation>
        </message>
        <message>
            <source>Comment on the selected annotation</source>
            <translation>评论所选批注</translation>
        </message>
        <message>
            <source>&amp;Save Annotations to PDF</source>
            <translation>将批注保存到 PDF(&amp;S)</translation>
        </message>
        <message>
            <source>Write them into the file</source>
            <translation>将其写入文件</translation>
        </message>
        <message>
            <source>Annotations to &amp;Notes</source>
            <translation>批注转为笔记(&amp;N)</translation>
        </message>
        <message>
            <source>Add the quotes and comments to the notes</source>
            <translation>将引文和评论添加到笔记</translation>
        </message>
        <message>
            <source>Open in System &amp;Viewer</source>
            <translation>在系统查看器中打开(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>Every key of the reader</source>
            <translation>阅读器的所有按键</translation>
        </message>
        <message>
            <source>Rotate &amp;Clockwise</source>
            <translation>顺时针旋转(&amp;C)</translation>
        </message>
        <message>
            <source>Rotate &amp;Anticlockwise</source>
            <translation>逆时针旋转(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Dark Pages</source>
            <translation>深色页面(&amp;D)</translation>
        </message>
        <message>
            <source>Light text on dark pages (remembered)</source>
            <translation>深色页面上的浅色文字（会被记住）</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>下一页</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>上一页</translation>
        </message>
        <message>
            <source>Down a screen</source>
            <translation>向下一屏</translation>
        </message>
        <message>
            <source>Up a screen</source>
            <translation>向上一屏</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>第一页</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>最后一页</translation>
        </message>
        <message>
            <source>Zoom about the mouse</source>
            <translation>以鼠标为中心缩放</translation>
        </message>
        <message>
            <source>Select words</source>
            <translation>选择词语</translation>
        </message>
        <message>
            <source>Drag</source>
            <translation>拖动</translation>
        </message>
        <message>
            <source>Follow a link</source>
            <translation>跟随链接</translation>
        </message>
        <message>
            <source>Click</source>
            <translation>单击</translation>
        </message>
        <message>
            <source>Leave the area tool</source>
            <translation>退出区域工具</translation>
        </message>
        <message>
            <source>Delete the selected annotation</source>
            <translation>删除所选批注</translation>
        </message>
        <message>
            <source>Del (in the panel)</source>
            <translation>Del（在面板中）</translation>
        </message>
        <message>
            <source>Save the comment</source>
            <translation>保存评论</translation>
        </message>
        <message>
            <source>Ctrl+Enter (in the comment)</source>
            <translation>Ctrl+Enter（在评论中）</translation>
        </message>
        <message>
            <source>Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;Abstract lists (*.txt *.text *.md);;All files (*)</source>
            <translation>参考文献和 PDF (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDF (*.pdf);;摘要列表 (*.txt *.text *.md);;所有文件 (*)</translation>
        </message>
        <message>
            <source>BibLaTeX (.bib, UTF-8)</source>
            <translation>BibLaTeX (.bib, UTF-8)</translation>
        </message>
        <message>
            <source>BibTeX (*.bib);;CSL-JSON for Pandoc (*.json);;RIS (*.ris);;All files (*)</source>
            <translation>BibTeX (*.bib);;用于 Pandoc 的 CSL-JSON (*.json);;RIS (*.ris);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste (Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or .txt files onto this window</source>
            <translation>添加文献：文献 › 新建条目…（Ctrl+N）、按标识符添加…（Ctrl+Shift+A）、粘贴（Ctrl+V）、文件 › 导入…（Ctrl+O），或将 .bib、.ris、CSL-JSON、EndNote .xml、PDF 或 .txt 文件拖到此窗口</translation>
        </message>
        <message>
            <source>Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), Import (Ctrl+O), or drop files here</source>
            <translation>添加文献：新建条目（Ctrl+N）、按标识符添加（Ctrl+Shift+A）、粘贴（Ctrl+V）、导入（Ctrl+O），或将文件拖放到此处</translation>
        </message>
        <message>
            <source>No unread papers.</source>
            <translation>没有未读的文献。</translation>
        </message>
        <message>
            <source>No reading papers.</source>
            <translation>没有在读的文献。</translation>
        </message>
        <message>
            <source>No read papers.</source>
            <translation>没有已读的文献。</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Not rated</source>
            <translation>未评分</translation>
        </message>
        <message>
            <source>{n} of 5 stars</source>
            <translation>{n} / 5 星</translation>
        </message>
        <message>
            <source>No files</source>
            <translation>无文件</translation>
        </message>
    </context>
    <context>
        <name>AddByIdentifierDialog</name>
        <message>
            <source>DOIs and arXiv ids, one per line</source>
            <translation>DOI 和 arXiv 编号，每行一个</translation>
        </message>
        <message>
            <source>What each identifier found</source>
            <translation>每个标识符找到的内容</translation>
        </message>
    </context>
    <context>
        <name>AnnotationsPanel</name>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>评论</translation>
        </message>
        <message>
            <source>Comment on the selected annotation (Ctrl+Enter saves)</source>
            <translation>对所选批注的评论（Ctrl+Enter 保存）</translation>
        </message>
        <message>
            <source>Tags, separated by commas (Enter saves)</source>
            <translation>标签，以逗号分隔（按 Enter 保存）</translation>
        </message>
        <message>
            <source>Tags of the annotation</source>
            <translation>批注的标签</translation>
        </message>
        <message>
            <source>Shared with the group</source>
            <translation>与小组共享</translation>
        </message>
        <message>
            <source>Every member sees this annotation; unticked, only you do (the default)</source>
            <translation>所有成员都能看到此批注；不勾选时只有您能看到（默认）</translation>
        </message>
        <message>
            <source>Only mine</source>
            <translation>仅我的</translation>
        </message>
        <message>
            <source>Hide the annotations others wrote</source>
            <translation>隐藏他人写的批注</translation>
        </message>
    </context>
    <context>
        <name>Annotator</name>
        <message>
            <source>Select words first (drag over them).</source>
            <translation>请先选择文字（在文字上拖动）。</translation>
        </message>
        <message>
            <source>{kind} on p. {page}</source>
            <translation>第 {page} 页的{kind}</translation>
        </message>
        <message>
            <source>Comment on p. {page}</source>
            <translation>第 {page} 页的评论</translation>
        </message>
        <message>
            <source>Tags on p. {page}</source>
            <translation>第 {page} 页的标签</translation>
        </message>
        <message>
            <source>Share the annotation on p. {page}</source>
            <translation>共享第 {page} 页的批注</translation>
        </message>
        <message>
            <source>Make the annotation on p. {page} private</source>
            <translation>将第 {page} 页的批注设为私有</translation>
        </message>
        <message>
            <source>This PDF has no annotations yet.</source>
            <translation>此 PDF 暂无批注。</translation>
        </message>
        <message>
            <source>The annotations were added to the paper's notes.</source>
            <translation>批注已添加到文献的笔记中。</translation>
        </message>
    </context>
    <context>
        <name>CitationPicker</name>
        <message>
            <source>Search to cite</source>
            <translation>搜索要引用的文献</translation>
        </message>
        <message>
            <source>Papers found</source>
            <translation>找到的文献</translation>
        </message>
    </context>
    <context>
        <name>DailyBackup</name>
        <message>
            <source>The daily backup was not taken: {why}</source>
            <translation>未进行每日备份：{why}</translation>
        </message>
    </context>
    <context>
        <name>DuplicatesDialog</name>
        <message>
            <source>Possible duplicate pairs</source>
            <translation>可能重复的条目对</translation>
        </message>
        <message>
            <source>Fields of the two entries</source>
            <translation>两个条目的字段</translation>
        </message>
    </context>
    <context>
        <name>FindMetadataDialog</name>
        <message>
            <source>Papers to look up</source>
            <translation>待查询的文献</translation>
        </message>
        <message>
            <source>Fields found</source>
            <translation>找到的字段</translation>
        </message>
    </context>
    <context>
        <name>GoalEditor</name>
        <message>
            <source>No goal</source>
            <translation>无目标</translation>
        </message>
        <message>
            <source>Finish by</source>
            <translation>在截止日期前读完</translation>
        </message>
        <message>
            <source>Papers a week</source>
            <translation>每周文献数</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source> a week</source>
            <translation> 篇/周</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>目标：</translation>
        </message>
    </context>
    <context>
        <name>KeptEdit</name>
        <message>
            <source>{who} deleted “{title}”.</source>
            <translation>{who}删除了“{title}”。</translation>
        </message>
        <message>
            <source>{who} deleted this paper while you were editing it. What you typed is still here: Re-create the paper with it, or Copy it.</source>
            <translation>{who}在您编辑此文献时将其删除了。您输入的内容仍在此处：可用它重新创建文献，或将其复制。</translation>
        </message>
        <message>
            <source>This paper was deleted: Re-create it, or Copy what you typed.</source>
            <translation>此文献已被删除：可重新创建，或复制您输入的内容。</translation>
        </message>
        <message>
            <source>Re-create entry</source>
            <translation>重新创建条目</translation>
        </message>
        <message>
            <source>The paper is back, with what you typed (Ctrl+Z takes it away again).</source>
            <translation>文献已恢复，并保留了您输入的内容（按 Ctrl+Z 可再次移除）。</translation>
        </message>
        <message>
            <source>Someone else</source>
            <translation>其他人</translation>
        </message>
        <message>
            <source>You</source>
            <translation>您</translation>
        </message>
    </context>
    <context>
        <name>MyNotesPanel</name>
        <message>
            <source>&lt;b&gt;My notes (private)&lt;/b&gt; — only you see these</source>
            <translation>&lt;b&gt;我的笔记（私有）&lt;/b&gt; — 只有您能看到</translation>
        </message>
        <message>
            <source>My notes (private)</source>
            <translation>我的笔记（私有）</translation>
        </message>
        <message>
            <source>A note only you see</source>
            <translation>只有您能看到的笔记</translation>
        </message>
        <message>
            <source>&lt;b&gt;My note for the group&lt;/b&gt; — every member sees it</source>
            <translation>&lt;b&gt;我给小组的笔记&lt;/b&gt; — 所有成员都能看到</translation>
        </message>
        <message>
            <source>My note for the group</source>
            <translation>我给小组的笔记</translation>
        </message>
        <message>
            <source>A note shown beside your reading</source>
            <translation>显示在您的阅读状态旁的笔记</translation>
        </message>
        <message>
            <source>My tags (private)</source>
            <translation>我的标签（私有）</translation>
        </message>
        <message>
            <source>private, separated by commas; find them: mytag:NAME</source>
            <translation>私有，用逗号分隔；查找：mytag:名称</translation>
        </message>
        <message>
            <source>My tags:</source>
            <translation>我的标签：</translation>
        </message>
        <message>
            <source>Edit my private note</source>
            <translation>编辑我的私有笔记</translation>
        </message>
        <message>
            <source>Edit my note for the group</source>
            <translation>编辑我给小组的笔记</translation>
        </message>
        <message>
            <source>Edit my private tags</source>
            <translation>编辑我的私有标签</translation>
        </message>
    </context>
    <context>
        <name>PlanUi</name>
        <message>
            <source>about %1 to read</source>
            <translation>阅读约需 %1</translation>
        </message>
        <message>
            <source>at your pace the list is done on %1</source>
            <translation>按您的速度，列表将于 %1 读完</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 天</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>%1 after its deadline</source>
            <translation>比截止日期晚 %1</translation>
        </message>
        <message>
            <source>Read next: %1.</source>
            <translation>阅读下一篇：%1。</translation>
        </message>
    </context>
    <context>
        <name>PlanView</name>
        <message>
            <source>Reading plan</source>
            <translation>阅读计划</translation>
        </message>
        <message>
            <source>Plan for</source>
            <translation>计划对象</translation>
        </message>
        <message>
            <source>papers left</source>
            <translation>剩余文献</translation>
        </message>
        <message>
            <source>of reading left</source>
            <translation>剩余阅读时间</translation>
        </message>
        <message>
            <source>your pace, papers a week</source>
            <translation>您的速度（每周文献数）</translation>
        </message>
        <message>
            <source>finish at your pace</source>
            <translation>按您的速度读完</translation>
        </message>
        <message>
            <source>Progress against the goal</source>
            <translation>目标进度</translation>
        </message>
        <message>
            <source>papers read since the goal was set</source>
            <translation>设定目标以来已读的文献</translation>
        </message>
        <message>
            <source>Pace per week</source>
            <translation>每周速度</translation>
        </message>
        <message>
            <source>papers read, the last 8 weeks</source>
            <translation>最近 8 周已读的文献</translation>
        </message>
        <message>
            <source>Weekly queue</source>
            <translation>每周待读</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Plan for:</source>
            <translation>计划对象：</translation>
        </message>
        <message>
            <source>Unread (whole library)</source>
            <translation>未读（整个文献库）</translation>
        </message>
        <message>
            <source>read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>at your pace</source>
            <translation>按您的速度</translation>
        </message>
        <message>
            <source>deadline</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Nothing to read in this plan</source>
            <translation>此计划中没有要读的文献</translation>
        </message>
        <message>
            <source>Nothing read lately</source>
            <translation>最近没有阅读</translation>
        </message>
        <message>
            <source>Set Reading Goal</source>
            <translation>设定阅读目标</translation>
        </message>
        <message>
            <source>Everything in this plan has been read.</source>
            <translation>此计划中的文献均已读完。</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it. %1 left.</source>
            <translation>暂无速度：需根据最近几周标记为已读的文献得出。剩余 %1。</translation>
        </message>
        <message>
            <source>At your pace you finish on %1</source>
            <translation>按您的速度，将于 %1 读完</translation>
        </message>
        <message>
            <source>, %1 after the deadline</source>
            <translation>，比截止日期晚 %1</translation>
        </message>
        <message>
            <source>, %1 before the deadline</source>
            <translation>，比截止日期早 %1</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>，正好在截止日期</translation>
        </message>
        <message>
            <source>At the goal's pace, on %1.</source>
            <translation>按目标速度，将于 %1 读完。</translation>
        </message>
        <message>
            <source>On track with the goal</source>
            <translation>与目标进度一致</translation>
        </message>
        <message>
            <source>%1 ahead of the goal</source>
            <translation>领先目标 %1</translation>
        </message>
        <message>
            <source>%1 behind the goal</source>
            <translation>落后目标 %1</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 篇文献</translation>
        </message>
        <message>
            <source>%1 papers</source>
            <translation>%1 篇文献</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 天</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>Week of %1</source>
            <translation>%1 起的一周</translation>
        </message>
        <message>
            <source>Nothing left to read</source>
            <translation>没有剩余待读的文献</translation>
        </message>
    </context>
    <context>
        <name>PlanWindow</name>
        <message>
            <source>Reading Plan</source>
            <translation>阅读计划</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>ReaderWindow</name>
        <message>
            <source>Page</source>
            <translation>页码</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>在 PDF 中查找</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Filter shortcuts</source>
            <translation>筛选快捷键</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
    </context>
    <context>
        <name>TriageView</name>
        <message>
            <source>about %1 to read</source>
            <translation>阅读约需 %1</translation>
        </message>
    </context>
    <context>
        <name>add_by_id</name>
        <message numerus="yes">
            <source>%n DOIs</source>
            <translation>
                <numerusform>%n 个 DOI</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n arXiv ids</source>
            <translation>
                <numerusform>%n 个 arXiv 编号</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recognised</source>
            <translation>
                <numerusform>%n 个无法识别</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to look up yet.</source>
            <translation>尚无可查询的内容。</translation>
        </message>
        <message>
            <source>Add by Identifier</source>
            <translation>按标识符添加</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>this window is read-only; nothing was added</source>
            <translation>此窗口为只读；未添加任何内容</translation>
        </message>
        <message>
            <source>Looked up {done} of {total}: {current}</source>
            <translation>已查询 {done}/{total}：{current}</translation>
        </message>
        <message numerus="yes">
            <source>%n added; {what}</source>
            <translation>
                <numerusform>已添加 %n 个；{what}</numerusform>
            </translation>
        </message>
        <message>
            <source>cancelled; nothing was added</source>
            <translation>已取消；未添加任何内容</translation>
        </message>
    </context>
    <context>
        <name>attachments_ui</name>
        <message numerus="yes">
            <source>Attach %n files</source>
            <translation>
                <numerusform>附加 %n 个文件</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove attachment '{name}'</source>
            <translation>移除附件“{name}”</translation>
        </message>
        <message>
            <source>Select the paper to attach files to.</source>
            <translation>请选择要附加文件的文献。</translation>
        </message>
        <message>
            <source>Attach Files</source>
            <translation>附加文件</translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (copied into the library's folder).</source>
            <translation>
                <numerusform>已附加 %n 个文件（已复制到文献库的文件夹）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (linked).</source>
            <translation>
                <numerusform>已附加 %n 个文件（链接）。</numerusform>
            </translation>
        </message>
        <message>
            <source>This paper has no attached file.</source>
            <translation>这篇文献没有附加文件。</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>“{name}” is at {path}, outside the library's folders. It came from an imported file. Open it?</source>
            <translation>“{name}”位于 {path}，在文献库的文件夹之外。它来自导入的文件。要打开吗？</translation>
        </message>
        <message>
            <source>File Missing</source>
            <translation>文件缺失</translation>
        </message>
        <message>
            <source>“{name}” is not at {path} any more.</source>
            <translation>“{name}”已不在 {path}。</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>定位(&amp;L)…</translation>
        </message>
        <message>
            <source>Locate “{name}”</source>
            <translation>定位“{name}”</translation>
        </message>
        <message>
            <source>Locate '{name}'</source>
            <translation>定位“{name}”</translation>
        </message>
        <message>
            <source>Removed “{name}” from the paper (the file stays) — Ctrl+Z brings it back.</source>
            <translation>已从文献中移除“{name}”（文件保留）— 按 Ctrl+Z 可恢复。</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>(attached as {name})</source>
            <translation>（附加时名为 {name}）</translation>
        </message>
        <message>
            <source>file</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>missing — was in {folder}</source>
            <translation>缺失 — 原在 {folder}</translation>
        </message>
        <message>
            <source>a copy in the library's folder</source>
            <translation>文献库文件夹中的副本</translation>
        </message>
        <message>
            <source>in {folder}</source>
            <translation>位于 {folder}</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>附加的文件</translation>
        </message>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>双击打开；右键查看更多操作。将文件拖放到此处即可附加。</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>打开(&amp;O)</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>在文件夹中显示(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>定位(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;Remove Attachment</source>
            <translation>移除附件(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>backups_dialog</name>
        <message>
            <source>Restore from Backup</source>
            <translation>从备份恢复</translation>
        </message>
        <message>
            <source>Restore…</source>
            <translation>恢复…</translation>
        </message>
        <message>
            <source>Backups of this library (the current state is backed up first):</source>
            <translation>此文献库的备份（会先备份当前状态）：</translation>
        </message>
        <message numerus="yes">
            <source>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</source>
            <translation>
                <numerusform>要用 {taken} 的备份（%n 个条目）替换文献库吗？

会先备份文献库的当前状态。</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored the backup of {taken}.</source>
            <translation>已恢复 {taken} 的备份。</translation>
        </message>
        <message>
            <source>This library has no backups yet.</source>
            <translation>此文献库尚无备份。</translation>
        </message>
    </context>
    <context>
        <name>bibliography_export</name>
        <message>
            <source>Export Bibliography</source>
            <translation>导出参考文献列表</translation>
        </message>
        <message>
            <source>What the list shows ({view})</source>
            <translation>列表中显示的内容（{view}）</translation>
        </message>
        <message>
            <source>Include attachment &amp;file paths</source>
            <translation>包含附件文件路径(&amp;F)</translation>
        </message>
        <message>
            <source>Write where the attached files are on this computer. Off by default: a file you share should not tell others where you keep your papers.</source>
            <translation>写入附件在本机上的位置。默认关闭：您分享的文件不应透露您存放文献的位置。</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>格式(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Style:</source>
            <translation>样式(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>所选内容</translation>
        </message>
        <message>
            <source>The selected papers (none selected)</source>
            <translation>所选文献（未选择任何文献）</translation>
        </message>
        <message numerus="yes">
            <source>The %n selected papers</source>
            <translation>
                <numerusform>所选的 %n 篇文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>导出{scope}</translation>
        </message>
    </context>
    <context>
        <name>bibtex_ui</name>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>正在导入</translation>
        </message>
        <message>
            <source>{verb} {name}… {percent}</source>
            <translation>{verb} {name}… {percent}</translation>
        </message>
        <message>
            <source>search results</source>
            <translation>搜索结果</translation>
        </message>
        <message>
            <source>reading list</source>
            <translation>阅读列表</translation>
        </message>
        <message>
            <source>tag {tag}</source>
            <translation>标签 {tag}</translation>
        </message>
        <message>
            <source>library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>view</source>
            <translation>视图</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>所选内容</translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>导出{scope}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.</source>
            <translation>导出到 {path} 失败；文件未被更改。</translation>
        </message>
        <message numerus="yes">
            <source>; %n style warnings</source>
            <translation>
                <numerusform>；%n 条样式警告</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>已将 %n 个条目导出到 {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %n entries</source>
            <translation>
                <numerusform>已复制 %n 个条目的 BibTeX</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied {text}</source>
            <translation>已复制 {text}</translation>
        </message>
        <message>
            <source>Keep Exported To</source>
            <translation>持续导出到</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>Write as:</source>
            <translation>写入格式：</translation>
        </message>
        <message>
            <source>Keep exported to {name}</source>
            <translation>持续导出到 {name}</translation>
        </message>
        <message>
            <source>Stop exporting to {name}</source>
            <translation>停止导出到 {name}</translation>
        </message>
        <message>
            <source>Auto-export could not note its pending files: {reason}</source>
            <translation>自动导出无法记录待写入的文件：{reason}</translation>
        </message>
        <message>
            <source>Auto-export to {path} failed: {reason}</source>
            <translation>自动导出到 {path} 失败：{reason}</translation>
        </message>
        <message>
            <source>Every selected key already follows the key pattern.</source>
            <translation>所选的每个引用键都已符合键模式。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more</source>
            <translation>
                <numerusform>… 还有 %n 个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These %n citation keys will change (pattern {pattern}):</source>
            <translation>
                <numerusform>这 %n 个引用键将会改变（模式 {pattern}）：</numerusform>
            </translation>
        </message>
        <message>
            <source>LaTeX documents citing the old keys will need updating.</source>
            <translation>引用旧键的 LaTeX 文档需要更新。</translation>
        </message>
        <message>
            <source>Regenerate Keys</source>
            <translation>重新生成引用键</translation>
        </message>
        <message numerus="yes">
            <source>Regenerate %n keys</source>
            <translation>
                <numerusform>重新生成 %n 个引用键</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>citations_ui</name>
        <message>
            <source>Select the papers to copy first.</source>
            <translation>请先选择要复制的文献。</translation>
        </message>
        <message>
            <source>The references could not be formatted: </source>
            <translation>无法格式化参考文献：</translation>
        </message>
        <message numerus="yes">
            <source>Copied %n references in {style}</source>
            <translation>
                <numerusform>已复制 %n 条 {style} 格式的参考文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to cite first.</source>
            <translation>请先选择要引用的文献。</translation>
        </message>
        <message>
            <source>The citation could not be formatted: </source>
            <translation>无法格式化引文：</translation>
        </message>
        <message>
            <source>Copied {citation}</source>
            <translation>已复制 {citation}</translation>
        </message>
        <message>
            <source>Still formatting the last references; try again in a moment.</source>
            <translation>仍在格式化上一批参考文献，请稍后再试。</translation>
        </message>
        <message numerus="yes">
            <source>Formatting %n references…</source>
            <translation>
                <numerusform>正在格式化 %n 条参考文献…</numerusform>
            </translation>
        </message>
        <message>
            <source>Formatting references… the preview follows.</source>
            <translation>正在格式化参考文献……预览稍后显示。</translation>
        </message>
        <message>
            <source>No reference in {style}: {reason}</source>
            <translation>无 {style} 格式的参考文献：{reason}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.

</source>
            <translation>导出到 {path} 失败；文件未被更改。

</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>已将 %n 个条目导出到 {path}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>要使用的文献库文件（不存在时创建），或共享文献库的 postgresql://user@host/dbname URL</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>界面语言（de、es、zh_CN、en……）；默认：首选项，其次为系统设置（LANGUAGE、LC_ALL、LC_MESSAGES、LANG）</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>从右到左排列窗口（如 RTL 语言）</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf：已中断</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the entries a search finds (backed up first)</source>
            <translation>删除搜索找到的条目（先备份）</translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>已删除 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>the citation key pattern; regenerate keys</source>
            <translation>引用键模式；重新生成引用键</translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>将更改 %n 个引用键（试运行：未做任何更改）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>已更改 %n 个引用键</numerusform>
            </translation>
        </message>
        <message>
            <source>add papers by DOI or arXiv id</source>
            <translation>按 DOI 或 arXiv 编号添加文献</translation>
        </message>
        <message>
            <source>highlight words on a page of an entry's PDF</source>
            <translation>在条目 PDF 的某一页上高亮文字</translation>
        </message>
        <message>
            <source>an entry's (or a list's) annotations</source>
            <translation>条目（或列表）的批注</translation>
        </message>
        <message>
            <source>attach files to an entry</source>
            <translation>为条目附加文件</translation>
        </message>
        <message>
            <source>keep .bib files up to date</source>
            <translation>保持 .bib 文件最新</translation>
        </message>
        <message>
            <source>print formatted references in a citation style</source>
            <translation>以引文样式输出格式化参考文献</translation>
        </message>
        <message>
            <source>write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list</source>
            <translation>将条目写为 BibTeX、BibLaTeX、RIS、CSL-JSON 或参考文献列表</translation>
        </message>
        <message>
            <source>import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library</source>
            <translation>导入 BibTeX、RIS、CSL-JSON、纯文本摘要列表、PDF 或 Zotero 文献库</translation>
        </message>
        <message>
            <source>copy a whole library (file or server), or dump it for comparison</source>
            <translation>复制整个文献库（文件或服务器），或导出以便比较</translation>
        </message>
        <message>
            <source>put entries in a reading list, take them out, show it</source>
            <translation>将条目加入阅读列表、移出或显示列表</translation>
        </message>
        <message>
            <source>print the reading lists with their progress</source>
            <translation>输出阅读列表及其进度</translation>
        </message>
        <message>
            <source>find the real paper behind entries</source>
            <translation>查找条目背后的真实文献</translation>
        </message>
        <message>
            <source>rebuild the search index, index pending PDFs</source>
            <translation>重建搜索索引，索引待处理的 PDF</translation>
        </message>
        <message>
            <source>open the app and import files into the library</source>
            <translation>打开应用程序并将文件导入文献库</translation>
        </message>
        <message>
            <source>choose papers and print their citation (\cite{…}, [@…])</source>
            <translation>选择文献并输出其引文（\cite{…}、[@…]）</translation>
        </message>
        <message>
            <source>the commands that push a citation into editors</source>
            <translation>将引文推送到编辑器的命令</translation>
        </message>
        <message>
            <source>link a LaTeX or Markdown document; what it cites</source>
            <translation>链接 LaTeX 或 Markdown 文档；查看其引用</translation>
        </message>
        <message>
            <source>print the entries most like one entry</source>
            <translation>输出与某条目最相似的条目</translation>
        </message>
        <message>
            <source>draw one page of a PDF as a PNG image</source>
            <translation>将 PDF 的一页绘制为 PNG 图像</translation>
        </message>
        <message>
            <source>list, add, edit or run saved searches</source>
            <translation>列出、添加、编辑或运行已保存的搜索</translation>
        </message>
        <message>
            <source>print the entries that match a query</source>
            <translation>输出与查询匹配的条目</translation>
        </message>
        <message>
            <source>check that this installation works</source>
            <translation>检查此安装是否正常</translation>
        </message>
        <message>
            <source>answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)</source>
            <translation>在 127.0.0.1 上响应 Better BibTeX 的边写边引 URL（供编辑器插件使用）</translation>
        </message>
        <message>
            <source>print reading statistics</source>
            <translation>输出阅读统计</translation>
        </message>
        <message>
            <source>suggest tags for an entry</source>
            <translation>为条目建议标签</translation>
        </message>
        <message>
            <source>add, remove, rename, recolour or delete a tag</source>
            <translation>添加、移除、重命名、更改颜色或删除标签</translation>
        </message>
        <message>
            <source>print the tags with their colours and counts</source>
            <translation>输出标签及其颜色和数量</translation>
        </message>
        <message>
            <source>a journal club's sessions, or schedule one</source>
            <translation>期刊俱乐部的会议，或安排一次会议</translation>
        </message>
        <message>
            <source>give a paper to a member to read by a date</source>
            <translation>将文献分配给某位成员，在指定日期前读完</translation>
        </message>
        <message>
            <source>the papers assigned to you, soonest due first</source>
            <translation>分配给您的文献，最早到期的排在前面</translation>
        </message>
        <message>
            <source>show or set the name others see you by</source>
            <translation>显示或设置其他人看到的您的名称</translation>
        </message>
        <message>
            <source>set a reading list's goal; print its forecast</source>
            <translation>设定阅读列表的目标；输出其预测</translation>
        </message>
        <message>
            <source>set your reading status of papers</source>
            <translation>设置您对文献的阅读状态</translation>
        </message>
        <message>
            <source>who has read the papers a search finds</source>
            <translation>谁读过搜索找到的文献</translation>
        </message>
        <message>
            <source>your own note on a paper (a shared library)</source>
            <translation>您自己对文献的笔记（共享文献库）</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>其他成员看到的您的名称</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>立即备份文献库（压缩）或列出备份</translation>
        </message>
    </context>
    <context>
        <name>conflict_dialog</name>
        <message>
            <source>{name}, at {time}</source>
            <translation>{name}，于 {time}</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>保留我的</translation>
        </message>
        <message>
            <source>Take theirs</source>
            <translation>采用对方的</translation>
        </message>
        <message>
            <source>Take {name}’s</source>
            <translation>采用 {name} 的</translation>
        </message>
        <message>
            <source>Yours:</source>
            <translation>您的：</translation>
        </message>
        <message>
            <source>{who}:</source>
            <translation>{who}：</translation>
        </message>
        <message>
            <source>Use a merged value:</source>
            <translation>使用合并后的值：</translation>
        </message>
        <message>
            <source>Someone Else Changed This Paper</source>
            <translation>其他人修改了这篇文献</translation>
        </message>
        <message>
            <source>&amp;Save Choices</source>
            <translation>保存选择(&amp;S)</translation>
        </message>
        <message>
            <source>While you edited “{title}”, {people} changed {fields} too. Your other changes are saved. Choose what each field keeps; the value you do not keep stays on show here until you close this.</source>
            <translation>在您编辑“{title}”期间，{people} 也修改了 {fields}。您的其他更改已保存。请为每个字段选择保留的值；未保留的值会一直显示在这里，直到您关闭此窗口。</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <source>an unknown place</source>
            <translation>未知位置</translation>
        </message>
        <message>
            <source>{file}, line {line}, in {function}</source>
            <translation>{file}，第 {line} 行，位于 {function}</translation>
        </message>
        <message>
            <source>Where: {place}</source>
            <translation>位置：{place}</translation>
        </message>
        <message>
            <source>Unexpected Error</source>
            <translation>意外错误</translation>
        </message>
        <message>
            <source>Papershelf hit an error it did not expect.</source>
            <translation>Papershelf 遇到了意外错误。</translation>
        </message>
        <message>
            <source>{summary}

Your library is safe: each change is saved as it is made. The details are in the log:
{log}</source>
            <translation>{summary}

您的文献库是安全的：每项更改都会即时保存。详细信息见日志：
{log}</translation>
        </message>
        <message>
            <source>Show Log Folder</source>
            <translation>显示日志文件夹</translation>
        </message>
    </context>
    <context>
        <name>detail_form</name>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>添加字段</translation>
        </message>
        <message>
            <source>Add a BibTeX field, such as pages or publisher</source>
            <translation>添加 BibTeX 字段，例如 pages 或 publisher</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>移除字段</translation>
        </message>
        <message>
            <source>Remove the selected fields</source>
            <translation>移除所选字段</translation>
        </message>
        <message>
            <source>&amp;Retry</source>
            <translation>重试(&amp;R)</translation>
        </message>
        <message>
            <source>Try to save the changes again</source>
            <translation>再次尝试保存更改</translation>
        </message>
        <message>
            <source>&amp;Copy Text</source>
            <translation>复制文本(&amp;C)</translation>
        </message>
        <message>
            <source>Copy every field of the form, as typed, to the clipboard</source>
            <translation>将表单中所有字段按输入原样复制到剪贴板</translation>
        </message>
        <message>
            <source>Re-&amp;create</source>
            <translation>重新创建(&amp;C)</translation>
        </message>
        <message>
            <source>Add the paper again, with what the form holds</source>
            <translation>用表单中的内容重新添加文献</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save the changes (Ctrl+S)</source>
            <translation>保存更改 (Ctrl+S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Discard the changes (Esc)</source>
            <translation>放弃更改 (Esc)</translation>
        </message>
        <message>
            <source>Journal, conference or publisher</source>
            <translation>期刊、会议或出版社</translation>
        </message>
        <message>
            <source>comma, separated, words</source>
            <translation>用逗号, 分隔, 的词</translation>
        </message>
        <message>
            <source>Your thoughts on the paper</source>
            <translation>您对这篇文献的想法</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>标题(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>作者(&amp;A)</translation>
        </message>
        <message>
            <source>One name a line: Family, Given</source>
            <translation>每行一个姓名：姓, 名</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>年份(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>出处(&amp;V)</translation>
        </message>
        <message>
            <source>T&amp;ype</source>
            <translation>类型(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>引用键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>DOI(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>URL(&amp;U)</translation>
        </message>
        <message>
            <source>Key&amp;words</source>
            <translation>关键词(&amp;W)</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>摘要(&amp;B)</translation>
        </message>
        <message>
            <source>**bold**, *italic* and $\LaTeX$ are shown formatted</source>
            <translation>**粗体**、*斜体* 和 $\LaTeX$ 会以格式化方式显示</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>笔记(&amp;N)</translation>
        </message>
        <message>
            <source>Other &amp;fields</source>
            <translation>其他字段(&amp;F)</translation>
        </message>
    </context>
    <context>
        <name>detail_view</name>
        <message>
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <source>Edit every field of this paper (F2)</source>
            <translation>编辑此文献的所有字段 (F2)</translation>
        </message>
    </context>
    <context>
        <name>dialog_commands</name>
        <message>
            <source>Add by Identifier: {summary}</source>
            <translation>按标识符添加：{summary}</translation>
        </message>
        <message>
            <source>Your Name</source>
            <translation>您的名字</translation>
        </message>
        <message>
            <source>The name others see you by in this library:</source>
            <translation>其他人在此文献库中看到的您的名字：</translation>
        </message>
        <message>
            <source>Others now see you as {name}.</source>
            <translation>其他人现在看到的您是 {name}。</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be added here.</source>
            <translation>此窗口为只读：无法在此添加任何内容。</translation>
        </message>
        <message>
            <source>Select the papers to look up first.</source>
            <translation>请先选择要查询的文献。</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be changed here.</source>
            <translation>此窗口为只读：无法在此更改任何内容。</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;A reading-list manager for researchers.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;&lt;p&gt;The sample reading list holds ICLR 2025 abstracts, via OpenReview.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;面向研究人员的阅读列表管理器。&lt;/p&gt;&lt;p&gt;依据 GNU GPL v3 或更高版本授权。&lt;/p&gt;&lt;p&gt;示例阅读列表收录 ICLR 2025 的摘要，来自 OpenReview。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Papershelf</source>
            <translation>关于 Papershelf</translation>
        </message>
    </context>
    <context>
        <name>duplicates</name>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Duplicates</source>
            <translation>重复条目</translation>
        </message>
        <message>
            <source>Merge into the Left One</source>
            <translation>合并到左侧条目</translation>
        </message>
        <message>
            <source>Not Duplicates</source>
            <translation>不是重复条目</translation>
        </message>
        <message>
            <source>Click a value to keep it; bold values go into the merged entry.</source>
            <translation>点击某个值以保留它；粗体的值将进入合并后的条目。</translation>
        </message>
        <message>
            <source>No duplicates found.</source>
            <translation>未发现重复条目。</translation>
        </message>
        <message numerus="yes">
            <source>%n possible duplicate pairs</source>
            <translation>
                <numerusform>%n 对可能重复的条目</numerusform>
            </translation>
        </message>
        <message>
            <source>(gone)</source>
            <translation>（已不存在）</translation>
        </message>
        <message>
            <source>Merge duplicates</source>
            <translation>合并重复条目</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>标记为非重复</translation>
        </message>
    </context>
    <context>
        <name>empty_states</name>
        <message>
            <source>Every paper carries {tags}.</source>
            <translation>每篇文献都带有 {tags}。</translation>
        </message>
        <message>
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <source> and </source>
            <translation> 和 </translation>
        </message>
        <message>
            <source>No papers tagged {tags} without the excluded tags.</source>
            <translation>没有带标签 {tags} 且不带被排除标签的文献。</translation>
        </message>
        <message>
            <source>No papers tagged {tags}.</source>
            <translation>没有带标签 {tags} 的文献。</translation>
        </message>
        <message>
            <source>This reading list</source>
            <translation>此阅读列表</translation>
        </message>
        <message>
            <source>{name} is empty.

Drag papers onto it in the sidebar, or use Add to Reading List.</source>
            <translation>{name}为空。

在侧边栏中将文献拖到其上，或使用“添加到阅读列表”。</translation>
        </message>
        <message numerus="yes">
            <source>No papers added in the last %n days.</source>
            <translation>
                <numerusform>最近 %n 天内没有添加文献。</numerusform>
            </translation>
        </message>
        <message>
            <source>Every paper is in a reading list.</source>
            <translation>每篇文献都在某个阅读列表中。</translation>
        </message>
        <message>
            <source>Every attached file is where it should be.</source>
            <translation>所有附加文件都在应在的位置。</translation>
        </message>
        <message>
            <source>No papers here.</source>
            <translation>这里没有文献。</translation>
        </message>
        <message>
            <source>No papers match {query}.</source>
            <translation>没有与 {query} 匹配的文献。</translation>
        </message>
        <message>
            <source>Your library is empty.</source>
            <translation>您的文献库是空的。</translation>
        </message>
    </context>
    <context>
        <name>find_metadata</name>
        <message>
            <source>looking up…</source>
            <translation>正在查询…</translation>
        </message>
        <message>
            <source>no candidate (a service failed)</source>
            <translation>无候选（某项服务失败）</translation>
        </message>
        <message>
            <source>no candidate</source>
            <translation>无候选</translation>
        </message>
        <message>
            <source>{evidence} — sure match</source>
            <translation>{evidence}——确定匹配</translation>
        </message>
        <message>
            <source>Find Metadata</source>
            <translation>查找元数据</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>This entry</source>
            <translation>此条目</translation>
        </message>
        <message>
            <source>Found (checked: take it)</source>
            <translation>找到的值（勾选即采用）</translation>
        </message>
        <message>
            <source>&amp;Apply to This Entry</source>
            <translation>应用到此条目(&amp;A)</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches</source>
            <translation>应用所有确定匹配(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Merge Instead</source>
            <translation>改为合并(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Candidate:</source>
            <translation>候选(&amp;C)：</translation>
        </message>
        <message>
            <source>{done} (Ctrl+Z in the window undoes it).</source>
            <translation>{done}（在窗口中按 Ctrl+Z 可撤销）。</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <translation>正在查询…</translation>
        </message>
        <message>
            <source>No candidate. {failures}</source>
            <translation>无候选。{failures}</translation>
        </message>
        <message>
            <source>Merge this entry into {key} (one undo step)</source>
            <translation>将此条目合并到 {key}（一步可撤销）</translation>
        </message>
        <message>
            <source>This paper is already in your library as {key} (“{title}”). Applying would make a second copy: merge this entry into {key} instead.</source>
            <translation>这篇文献已作为 {key}（“{title}”）在您的文献库中。应用会产生第二份副本：请改为将此条目合并到 {key}。</translation>
        </message>
        <message>
            <source>The key changes: {old} → {new} (made from the found authors and title).</source>
            <translation>引用键将改变：{old} → {new}（由找到的作者和标题生成）。</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches ({count})</source>
            <translation>应用所有确定匹配(&amp;S)（{count}）</translation>
        </message>
        <message>
            <source>Apply metadata</source>
            <translation>应用元数据</translation>
        </message>
        <message numerus="yes">
            <source>Apply metadata to %n entries</source>
            <translation>
                <numerusform>将元数据应用到 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Merge into {key}</source>
            <translation>合并到 {key}</translation>
        </message>
        <message>
            <source>Merged into {key}</source>
            <translation>已合并到 {key}</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>已应用</translation>
        </message>
    </context>
    <context>
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>停止读取 PDF（已读取的内容保留；其余稍后读取）</translation>
        </message>
        <message>
            <source>Reading PDF {file} of {files}: {name}, page {page} of {pages}</source>
            <translation>正在读取 PDF（{file}/{files}）：{name}，第 {page}/{pages} 页</translation>
        </message>
        <message>
            <source>PDF text: {summary}</source>
            <translation>PDF 文本：{summary}</translation>
        </message>
    </context>
    <context>
        <name>import_flow</name>
        <message>
            <source>Reading</source>
            <translation>正在读取</translation>
        </message>
        <message>
            <source>Import cancelled; nothing was kept</source>
            <translation>导入已取消；未保留任何内容</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>导入已取消：未导入任何内容</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>正在导入</translation>
        </message>
        <message numerus="yes">
            <source>%n files</source>
            <translation>
                <numerusform>%n 个文件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_review</name>
        <message>
            <source>Possible Duplicates</source>
            <translation>可能的重复条目</translation>
        </message>
        <message>
            <source>For a merge, click a value to keep it; bold values go into the entry.</source>
            <translation>合并时，点击某个值以保留它；粗体的值将进入条目。</translation>
        </message>
        <message>
            <source>This record:</source>
            <translation>此记录：</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Nothing to import could be read: choose another encoding, or cancel.</source>
            <translation>未能读取任何可导入的内容：请选择其他编码，或取消。</translation>
        </message>
        <message>
            <source>The file is too big to keep in memory: a duplicate of an earlier record of it is shown without that record.</source>
            <translation>文件太大，无法保存在内存中：与文件中较早记录重复的条目显示时不附带该较早记录。</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</source>
            <translation>
                <numerusform>要导入的 %n 条记录中，没有一条看起来已在文献库中。请检查上方的编码，然后导入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</source>
            <translation>
                <numerusform>要导入的 %n 条记录中，有 {found} 条看起来已在文献库中或在本次导入中已出现过。除非您另行选择，确定的重复条目将被跳过，可能的重复条目将被导入。</numerusform>
            </translation>
        </message>
        <message>
            <source>(untitled)</source>
            <translation>（无标题）</translation>
        </message>
        <message>
            <source>the import</source>
            <translation>本次导入</translation>
        </message>
        <message>
            <source>{file}, line {line}</source>
            <translation>{file}，第 {line} 行</translation>
        </message>
        <message>
            <source>a library entry</source>
            <translation>文献库中的一个条目</translation>
        </message>
        <message>
            <source>the library's entry {key}</source>
            <translation>文献库中的条目 {key}</translation>
        </message>
        <message>
            <source>record {number} of this import (not kept to show)</source>
            <translation>本次导入的第 {number} 条记录（未保留，无法显示）</translation>
        </message>
        <message>
            <source>an earlier record of this import</source>
            <translation>本次导入中较早的一条记录</translation>
        </message>
        <message>
            <source>Left: {left}.  Right: the record from {incoming}.</source>
            <translation>左：{left}。  右：来自 {incoming} 的记录。</translation>
        </message>
    </context>
    <context>
        <name>import_ui</name>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>This window is read-only: the library is open in another window.</source>
            <translation>此窗口为只读：文献库已在另一个窗口中打开。</translation>
        </message>
        <message>
            <source>No PDFs in {names}</source>
            <translation>{names} 中没有 PDF</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>导入已取消：未导入任何内容</translation>
        </message>
        <message>
            <source>Import: {summary}</source>
            <translation>导入：{summary}</translation>
        </message>
        <message>
            <source>Import finished: {summary}.</source>
            <translation>导入完成：{summary}。</translation>
        </message>
    </context>
    <context>
        <name>insights</name>
        <message>
            <source>Leave &amp;Triage</source>
            <translation>退出筛选(&amp;T)</translation>
        </message>
        <message>
            <source>Select a paper to find papers like it.</source>
            <translation>请选择一篇文献以查找相似文献。</translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>系统语言</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf 将在下次启动时使用该语言。</translation>
        </message>
    </context>
    <context>
        <name>list_picker</name>
        <message>
            <source>Add to Reading List</source>
            <translation>添加到阅读列表</translation>
        </message>
        <message numerus="yes">
            <source>Put %n papers on the reading list:</source>
            <translation>
                <numerusform>将 %n 篇文献加入阅读列表：</numerusform>
            </translation>
        </message>
        <message>
            <source>Type to filter, or a new list's name</source>
            <translation>输入以筛选，或输入新列表的名称</translation>
        </message>
        <message>
            <source>Reading list name</source>
            <translation>阅读列表名称</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>阅读列表</translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n 篇文献</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>请先选择要加入列表的文献。</translation>
        </message>
    </context>
    <context>
        <name>live_status</name>
        <message>
            <source>Connecting to {library}…</source>
            <translation>正在连接到 {library}…</translation>
        </message>
        <message>
            <source>Live: {library}</source>
            <translation>实时：{library}</translation>
        </message>
        <message>
            <source>Live: {library} (reconnected; views refreshed)</source>
            <translation>实时：{library}（已重新连接；视图已刷新）</translation>
        </message>
        <message>
            <source>Offline: {library}; retrying in {wait}</source>
            <translation>离线：{library}；{wait}后重试</translation>
        </message>
        <message>
            <source>The server {library} cannot be reached ({reason}). This window is read-only until it is back; trying again in {wait}.</source>
            <translation>无法连接服务器 {library}（{reason}）。在其恢复之前此窗口为只读；{wait}后重试。</translation>
        </message>
        <message>
            <source>Changes other people make to this library appear here as they save them.</source>
            <translation>其他人对此文献库的更改一经保存便会显示在这里。</translation>
        </message>
        <message numerus="yes">
            <source>%n windows open ({names})</source>
            <translation>
                <numerusform>%n 个窗口已打开（{names}）</numerusform>
            </translation>
        </message>
        <message>
            <source>a moment</source>
            <translation>片刻</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
    </context>
    <context>
        <name>live_watcher</name>
        <message>
            <source>&amp;Retry</source>
            <translation>重试(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>{selected} of {shown} selected</source>
            <translation>已选 {selected} / {shown}</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} / %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Moving works inside a reading list.</source>
            <translation>只能在阅读列表中移动。</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>已删除 %n 个条目——按 Ctrl+Z 可恢复。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>members_ui</name>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;已读者&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reading:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;在读：&lt;/b&gt;{names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rated:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;已评分：&lt;/b&gt;{names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; nobody yet</source>
            <translation>&lt;b&gt;已读者&lt;/b&gt; 暂无</translation>
        </message>
        <message>
            <source>today</source>
            <translation>今天</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>暂无</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}”, presented by {presenter} · read by {readers}</source>
            <translation>{club}——下次会议 {when}：“{title}”，主讲 {presenter} · 已读者 {readers}</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}” · read by {readers}</source>
            <translation>{club}——下次会议 {when}：“{title}” · 已读者 {readers}</translation>
        </message>
        <message>
            <source>Journal Club</source>
            <translation>期刊俱乐部</translation>
        </message>
    </context>
    <context>
        <name>multi_edit</name>
        <message>
            <source>Changes here apply to every selected paper; Ctrl+Z undoes each.</source>
            <translation>此处的更改将应用于每篇所选文献；Ctrl+Z 可逐一撤销。</translation>
        </message>
        <message>
            <source>Mark {status}</source>
            <translation>标记为“{status}”</translation>
        </message>
        <message>
            <source>One value for all of them</source>
            <translation>为所有文献设置同一值</translation>
        </message>
        <message>
            <source>Set for All</source>
            <translation>全部设置</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>设置</translation>
        </message>
    </context>
    <context>
        <name>new_entry</name>
        <message>
            <source>New Entry</source>
            <translation>新建条目</translation>
        </message>
        <message>
            <source>made from the key pattern when left empty</source>
            <translation>留空时按引用键模式生成</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Type:</source>
            <translation>类型(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Key:</source>
            <translation>引用键(&amp;K)：</translation>
        </message>
        <message>
            <source>Fill in at least a title or an author.</source>
            <translation>请至少填写标题或作者。</translation>
        </message>
        <message>
            <source>no {field}</source>
            <translation>缺少 {field}</translation>
        </message>
        <message>
            <source>A style will warn: {missing}.</source>
            <translation>引文样式会发出警告：{missing}。</translation>
        </message>
        <message>
            <source>New entry</source>
            <translation>新建条目</translation>
        </message>
    </context>
    <context>
        <name>no_viewer</name>
        <message>
            <source>files of this type</source>
            <translation>此类型的文件</translation>
        </message>
        <message>
            <source>{type} files</source>
            <translation>{type} 文件</translation>
        </message>
        <message>
            <source>No program on this computer opens {kind}.</source>
            <translation>此计算机上没有可打开{kind}的程序。</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>No program on this computer opens “{name}” ({kind}).

Install a viewer for them, or open the file from its folder.</source>
            <translation>此计算机上没有可打开“{name}”（{kind}）的程序。

请为其安装查看器，或从所在文件夹打开该文件。</translation>
        </message>
    </context>
    <context>
        <name>open_failure</name>
        <message>
            <source>The library cannot be opened.

{reason}</source>
            <translation>无法打开文献库。

{reason}</translation>
        </message>
        <message>
            <source>The file has not been changed. What would you like to do?</source>
            <translation>文件未被更改。您想怎么做？</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>无法读取</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a Backup</source>
            <translation>打开备份</translation>
        </message>
        <message>
            <source>Backups:</source>
            <translation>备份：</translation>
        </message>
        <message>
            <source>Libraries (*.sqlite)</source>
            <translation>文献库 (*.sqlite)</translation>
        </message>
        <message>
            <source>The shared library {library} cannot be opened.

{reason}</source>
            <translation>无法打开共享文献库 {library}。

{reason}</translation>
        </message>
        <message>
            <source>Nothing was changed on the server. Check the host, database and user; the password comes from ~/.pgpass, PGPASSWORD or a service file.</source>
            <translation>服务器上未做任何更改。请检查主机、数据库和用户；密码来自 ~/.pgpass、PGPASSWORD 或服务文件。</translation>
        </message>
        <message>
            <source>{path} is an empty file, not a Papershelf library.</source>
            <translation>{path} 是一个空文件，不是 Papershelf 文献库。</translation>
        </message>
        <message>
            <source>Make it a new, empty library? Nothing else is changed.</source>
            <translation>要将其设为新的空文献库吗？其他内容不会被更改。</translation>
        </message>
    </context>
    <context>
        <name>organise_ui</name>
        <message>
            <source>Add Tag…</source>
            <translation>添加标签…</translation>
        </message>
        <message>
            <source>Remove Tag</source>
            <translation>移除标签</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>添加到阅读列表</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>新建阅读列表…</translation>
        </message>
        <message>
            <source>Remove from This List</source>
            <translation>从此列表移除</translation>
        </message>
        <message>
            <source>Edit List Note…</source>
            <translation>编辑列表备注…</translation>
        </message>
        <message>
            <source>New Tag</source>
            <translation>新建标签</translation>
        </message>
        <message>
            <source>Name (use / to nest, e.g. ml/rl):</source>
            <translation>名称（用 / 嵌套，例如 ml/rl）：</translation>
        </message>
        <message>
            <source>Merge Tags</source>
            <translation>合并标签</translation>
        </message>
        <message>
            <source>New Reading List</source>
            <translation>新建阅读列表</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名称：</translation>
        </message>
        <message>
            <source>Describe Reading List</source>
            <translation>描述阅读列表</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>列表备注</translation>
        </message>
        <message>
            <source>Why is it in this list?</source>
            <translation>为什么在此列表中？</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>请先输入搜索，再保存。</translation>
        </message>
        <message>
            <source>Save Search</source>
            <translation>保存搜索</translation>
        </message>
        <message>
            <source>Name of the saved search:</source>
            <translation>已保存搜索的名称：</translation>
        </message>
        <message>
            <source>Rename Saved Search</source>
            <translation>重命名已保存的搜索</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新名称：</translation>
        </message>
        <message>
            <source>Edit Saved Search</source>
            <translation>编辑已保存的搜索</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>查询：</translation>
        </message>
        <message>
            <source>Choose a reading list first.</source>
            <translation>请先选择一个阅读列表。</translation>
        </message>
        <message>
            <source>Everything in this list has been read.</source>
            <translation>此列表中的文献均已读完。</translation>
        </message>
    </context>
    <context>
        <name>organising</name>
        <message numerus="yes">
            <source>Add tag '{name}' to %n entries</source>
            <translation>
                <numerusform>为 %n 个条目添加标签“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag '{name}' from %n entries</source>
            <translation>
                <numerusform>从 %n 个条目移除标签“{name}”</numerusform>
            </translation>
        </message>
        <message>
            <source>Create tag '{name}'</source>
            <translation>新建标签“{name}”</translation>
        </message>
        <message>
            <source>Merge tag '{old}' into '{new}'</source>
            <translation>将标签“{old}”合并到“{new}”</translation>
        </message>
        <message>
            <source>Rename tag '{old}' to '{new}'</source>
            <translation>将标签“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Change colour of tag '{name}'</source>
            <translation>更改标签“{name}”的颜色</translation>
        </message>
        <message>
            <source>Delete tag '{name}'</source>
            <translation>删除标签“{name}”</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n tags into '{target}'</source>
            <translation>
                <numerusform>将 %n 个标签合并到“{target}”</numerusform>
            </translation>
        </message>
        <message>
            <source>Create reading list '{name}'</source>
            <translation>新建阅读列表“{name}”</translation>
        </message>
        <message>
            <source>Rename reading list '{old}' to '{new}'</source>
            <translation>将阅读列表“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Describe reading list '{name}'</source>
            <translation>描述阅读列表“{name}”</translation>
        </message>
        <message>
            <source>Delete reading list '{name}'</source>
            <translation>删除阅读列表“{name}”</translation>
        </message>
        <message numerus="yes">
            <source>Add %n entries to '{name}'</source>
            <translation>
                <numerusform>将 %n 个条目添加到“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n entries from '{name}'</source>
            <translation>
                <numerusform>从“{name}”移除 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries</source>
            <translation>
                <numerusform>移动 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries up</source>
            <translation>
                <numerusform>上移 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries down</source>
            <translation>
                <numerusform>下移 %n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>Edit list note</source>
            <translation>编辑列表备注</translation>
        </message>
        <message>
            <source>Save search '{name}'</source>
            <translation>保存搜索“{name}”</translation>
        </message>
        <message>
            <source>that saved search is gone</source>
            <translation>该已保存的搜索已不存在</translation>
        </message>
        <message>
            <source>Rename saved search '{old}' to '{new}'</source>
            <translation>将已保存的搜索“{old}”重命名为“{new}”</translation>
        </message>
        <message>
            <source>Edit saved search '{name}'</source>
            <translation>编辑已保存的搜索“{name}”</translation>
        </message>
        <message>
            <source>Delete saved search '{name}'</source>
            <translation>删除已保存的搜索“{name}”</translation>
        </message>
    </context>
    <context>
        <name>pdf_hits</name>
        <message>
            <source>In the PDF, page {page}:</source>
            <translation>PDF 第 {page} 页：</translation>
        </message>
        <message>
            <source>no text layer (a scan?)</source>
            <translation>没有文字层（扫描件？）</translation>
        </message>
        <message>
            <source>A PDF cannot be searched: {reason}</source>
            <translation>某个 PDF 无法搜索：{reason}</translation>
        </message>
        <message>
            <source>In a comment, page {page} ({about}):</source>
            <translation>第 {page} 页的评论中（{about}）：</translation>
        </message>
        <message>
            <source>In an annotation, page {page} ({about}):</source>
            <translation>第 {page} 页的批注中（{about}）：</translation>
        </message>
    </context>
    <context>
        <name>pdf_import_ui</name>
        <message numerus="yes">
            <source>Reading %n PDFs…</source>
            <translation>
                <numerusform>正在读取 %n 个 PDF…</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading PDF {done} of {total}: {name}</source>
            <translation>正在读取 PDF（{done}/{total}）：{name}</translation>
        </message>
        <message>
            <source>The PDFs were not imported: {problem}</source>
            <translation>PDF 未导入：{problem}</translation>
        </message>
        <message>
            <source>Import PDFs</source>
            <translation>导入 PDF</translation>
        </message>
        <message>
            <source>Look Up Online…</source>
            <translation>在线查询…</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>暂不</translation>
        </message>
        <message numerus="yes">
            <source>%n of the papers have a DOI or arXiv id: look them up online to complete them?</source>
            <translation>
                <numerusform>其中 %n 篇文献有 DOI 或 arXiv 编号：是否在线查询以补全信息？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %n PDFs</source>
            <translation>
                <numerusform>导入 %n 个 PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lookups failed</source>
            <translation>
                <numerusform>%n 次查询失败</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>you@university.edu（可选）</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>添加样式文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>查询拖放到列表中的 PDF 的 DOI 或 arXiv 编号</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>阅读未读文献的 PDF 时将其标记为“在读”</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>在线查询文献</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>联系邮箱(&amp;E)：</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>Semantic Scholar API 密钥(&amp;K)：</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>附件</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>在原位置链接文件(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>将文件复制到文献库文件夹(&amp;C)</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>选择(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>文件夹(&amp;F)：</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>字段同引用键模式：[auth] [year] [title] ……</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>副本文件夹</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>引文</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>引文样式(&amp;S)：</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label}（已添加）</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>添加引文样式</translation>
        </message>
    </context>
    <context>
        <name>projects.cayw_ui</name>
        <message>
            <source>Cannot start the server: {reason}</source>
            <translation>无法启动服务器：{reason}</translation>
        </message>
        <message>
            <source>Cite as you write: {address}</source>
            <translation>边写边引：{address}</translation>
        </message>
    </context>
    <context>
        <name>projects.picker</name>
        <message>
            <source>Cite</source>
            <translation>引用</translation>
        </message>
        <message>
            <source>Search to cite: words, key:, author:…</source>
            <translation>搜索以引用：词语、key:、author:…</translation>
        </message>
    </context>
    <context>
        <name>projects.standalone</name>
        <message>
            <source>Papershelf — Cite</source>
            <translation>Papershelf — 引用</translation>
        </message>
    </context>
    <context>
        <name>projects.ui</name>
        <message>
            <source>Link Writing Project</source>
            <translation>关联写作项目</translation>
        </message>
        <message>
            <source>Keep a .bib of the cited entries (Cancel: none)</source>
            <translation>保存已引用条目的 .bib（取消：不保存）</translation>
        </message>
        <message>
            <source>Cannot link {file}: {reason}</source>
            <translation>无法关联 {file}：{reason}</translation>
        </message>
        <message>
            <source>Linked {path}</source>
            <translation>已关联 {path}</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
        <message>
            <source>{path}
{cited} cited in the library, {missing} missing, {uncited} in its list never cited</source>
            <translation>{path}
文献库中已引用 {cited} 篇，缺失 {missing} 篇，其列表中从未引用 {uncited} 篇</translation>
        </message>
    </context>
    <context>
        <name>projects.view</name>
        <message>
            <source>add by identifier: {identifier}</source>
            <translation>按标识符添加：{identifier}</translation>
        </message>
        <message>
            <source>closest: {keys}</source>
            <translation>最接近：{keys}</translation>
        </message>
        <message>
            <source>{name} — Writing project</source>
            <translation>{name}——写作项目</translation>
        </message>
        <message>
            <source>Write .bib Now</source>
            <translation>立即写入 .bib</translation>
        </message>
        <message>
            <source>Unlink</source>
            <translation>取消关联</translation>
        </message>
        <message>
            <source>Double-click or Enter: add {identifier} by identifier</source>
            <translation>双击或按 Enter：按标识符添加 {identifier}</translation>
        </message>
        <message>
            <source>{path} (read from {origin})</source>
            <translation>{path}（读取自{origin}）</translation>
        </message>
        <message>
            <source>It cites everything (\nocite{*} or @*).</source>
            <translation>它引用了全部条目（\nocite{*} 或 @*）。</translation>
        </message>
        <message>
            <source>Kept written with the cited entries: {path}</source>
            <translation>随已引用条目持续写入：{path}</translation>
        </message>
        <message numerus="yes">
            <source>%n cited entries lack what the style needs (⚠).</source>
            <translation>
                <numerusform>%n 个已引用条目缺少样式所需的内容（⚠）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>quick_tag</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message>
            <source>On {on} of the {selected} selected; {total} in all</source>
            <translation>在所选 {selected}中有 {on} 个；共 {total}</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Enter adds the tag</source>
            <translation>Enter 添加标签</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Enter removes the tag (Shift+Enter does once)</source>
            <translation>Enter 移除标签（Shift+Enter 仅此一次）</translation>
        </message>
        <message>
            <source>Filter or create a tag…</source>
            <translation>筛选或新建标签…</translation>
        </message>
        <message>
            <source>Remove a tag from {entries}</source>
            <translation>从 {entries}移除标签</translation>
        </message>
        <message>
            <source>Enter removes · Shift+Enter adds · Esc closes</source>
            <translation>Enter 移除 · Shift+Enter 添加 · Esc 关闭</translation>
        </message>
        <message>
            <source>Tag {entries}</source>
            <translation>为 {entries}添加标签</translation>
        </message>
        <message>
            <source>Enter adds · Shift+Enter removes · Esc closes</source>
            <translation>Enter 添加 · Shift+Enter 移除 · Esc 关闭</translation>
        </message>
        <message>
            <source>A new tag for the {entries}</source>
            <translation>为这 {entries}新建标签</translation>
        </message>
    </context>
    <context>
        <name>read_only</name>
        <message>
            <source>This library is open in another Papershelf window (PID {pid}); this window is read-only.</source>
            <translation>此文献库已在另一个 Papershelf 窗口中打开（PID {pid}）；此窗口为只读。</translation>
        </message>
        <message>
            <source>{library} is open read-only ({reason}); this window can only read it.</source>
            <translation>{library} 以只读方式打开（{reason}）；此窗口只能读取它。</translation>
        </message>
        <message>
            <source>This library file is damaged ({reason}); this window is read-only so nothing more is written to it. Restore a backup (File › Restore from Backup), or copy out what you need.</source>
            <translation>此文献库文件已损坏（{reason}）；此窗口为只读，不会再写入任何内容。请恢复备份（文件 › 从备份恢复），或复制出您需要的内容。</translation>
        </message>
    </context>
    <context>
        <name>reader.annotating</name>
        <message>
            <source>Save Annotations to PDF</source>
            <translation>将批注保存到 PDF</translation>
        </message>
        <message>
            <source>Saved into {file}: {added} added, {updated} updated, {removed} removed; the file as it was is kept at {backup}</source>
            <translation>已保存到 {file}：添加 {added} 个，更新 {updated} 个，移除 {removed} 个；原文件保留在 {backup}</translation>
        </message>
    </context>
    <context>
        <name>reader.commands</name>
        <message>
            <source>Delete annotation</source>
            <translation>删除批注</translation>
        </message>
    </context>
    <context>
        <name>reader.find</name>
        <message>
            <source>not found</source>
            <translation>未找到</translation>
        </message>
        <message>
            <source>searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number}/{total}</translation>
        </message>
    </context>
    <context>
        <name>reader.launcher</name>
        <message>
            <source>Cannot read this paper: {reason}.</source>
            <translation>无法阅读这篇文献：{reason}。</translation>
        </message>
    </context>
    <context>
        <name>reader.outline</name>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>页码</translation>
        </message>
    </context>
    <context>
        <name>reader.panel</name>
        <message>
            <source>p. {page} · {kind}</source>
            <translation>第 {page} 页 · {kind}</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Annotations ({count})</source>
            <translation>批注（{count}）</translation>
        </message>
        <message>
            <source>No annotations yet</source>
            <translation>暂无批注</translation>
        </message>
    </context>
    <context>
        <name>reader.window</name>
        <message>
            <source>{title} — Reader</source>
            <translation>{title}——阅读器</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>密码</translation>
        </message>
        <message>
            <source>{file} {why}. Password:</source>
            <translation>{file} {why}。密码：</translation>
        </message>
        <message>
            <source>Annotations in the file could not be kept: {reason}</source>
            <translation>无法保留文件中的批注：{reason}</translation>
        </message>
        <message>
            <source>This PDF could not be shown: {file} {why}.</source>
            <translation>无法显示此 PDF：{file} {why}。</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>批注</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>页面</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Reader</source>
            <translation>阅读器</translation>
        </message>
        <message>
            <source>Find in PDF (Ctrl+F)</source>
            <translation>在 PDF 中查找 (Ctrl+F)</translation>
        </message>
        <message>
            <source> Page </source>
            <translation> 页 </translation>
        </message>
        <message>
            <source>Open Link</source>
            <translation>打开链接</translation>
        </message>
        <message>
            <source>Open this address from the PDF in your browser?

{address}</source>
            <translation>要在浏览器中打开 PDF 中的这个地址吗？

{address}</translation>
        </message>
        <message>
            <source>The annotations in {file} could not be read: it {why}.</source>
            <translation>无法读取 {file} 中的批注：{why}。</translation>
        </message>
        <message>
            <source>Page {page} could not be shown: {why}.</source>
            <translation>无法显示第 {page} 页：{why}。</translation>
        </message>
    </context>
    <context>
        <name>reference_preview</name>
        <message>
            <source>Reference · {name}</source>
            <translation>参考文献 · {name}</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>参考文献</translation>
        </message>
    </context>
    <context>
        <name>related_panel</name>
        <message>
            <source>{percent} alike</source>
            <translation>相似度 {percent}</translation>
        </message>
        <message>
            <source> — shared: {words}</source>
            <translation>——共有：{words}</translation>
        </message>
        <message>
            <source>Related paper: {title}, {alike}</source>
            <translation>相关文献：{title}，{alike}</translation>
        </message>
        <message>
            <source>Suggested:</source>
            <translation>建议：</translation>
        </message>
        <message>
            <source>Add the tag '{name}' ({why})</source>
            <translation>添加标签“{name}”（{why}）</translation>
        </message>
        <message>
            <source>RELATED PAPERS</source>
            <translation>相关文献</translation>
        </message>
        <message>
            <source>Nothing alike yet</source>
            <translation>暂无相似文献</translation>
        </message>
    </context>
    <context>
        <name>search_box</name>
        <message>
            <source>Search: words, "phrases", tag:ml, year:&gt;=2022, -word…  (Ctrl+F)</source>
            <translation>搜索：词语、"短语"、tag:ml、year:&gt;=2022、-排除词…（Ctrl+F）</translation>
        </message>
        <message>
            <source>How to search</source>
            <translation>如何搜索</translation>
        </message>
    </context>
    <context>
        <name>shared_library</name>
        <message>
            <source>A shared library's URL starts with postgresql:// (or postgres://).</source>
            <translation>共享文献库的 URL 以 postgresql://（或 postgres://）开头。</translation>
        </message>
        <message>
            <source>This URL cannot be read ({reason}).</source>
            <translation>无法解析此 URL（{reason}）。</translation>
        </message>
        <message>
            <source>Open Shared Library</source>
            <translation>打开共享文献库</translation>
        </message>
        <message>
            <source>db.lab.example (empty: this computer)</source>
            <translation>db.lab.example（留空：本机）</translation>
        </message>
        <message>
            <source>your login name on this computer</source>
            <translation>您在本机上的登录名</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>A library on a PostgreSQL server, shared with your lab:</source>
            <translation>PostgreSQL 服务器上与您的实验室共享的文献库：</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>请填写数据库名（或粘贴 URL）。</translation>
        </message>
        <message>
            <source>Opens {library}</source>
            <translation>将打开 {library}</translation>
        </message>
        <message>
            <source>Papershelf could not start a new window for {library}.</source>
            <translation>Papershelf 无法为 {library} 打开新窗口。</translation>
        </message>
    </context>
    <context>
        <name>shortcuts_dialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Filter: an action or a key (e.g. “tag”, “Ctrl+T”)</source>
            <translation>筛选：操作或按键（例如“标签”“Ctrl+T”）</translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message>
            <source>Filter tags…</source>
            <translation>筛选标签…</translation>
        </message>
        <message>
            <source>With all of these tags  ⇄</source>
            <translation>包含所有这些标签  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with all of the selected tags: click to switch to any</source>
            <translation>正在显示包含所有所选标签的文献：单击切换为包含任一标签</translation>
        </message>
        <message>
            <source>With any of these tags  ⇄</source>
            <translation>包含任一这些标签  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with any of the selected tags: click to switch to all</source>
            <translation>正在显示包含任一所选标签的文献：单击切换为包含所有标签</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Change Colour…</source>
            <translation>更改颜色…</translation>
        </message>
        <message>
            <source>Include Again</source>
            <translation>重新包含</translation>
        </message>
        <message>
            <source>Exclude from Results</source>
            <translation>从结果中排除</translation>
        </message>
        <message>
            <source>Delete Tag</source>
            <translation>删除标签</translation>
        </message>
        <message>
            <source>New Tag…</source>
            <translation>新建标签…</translation>
        </message>
        <message>
            <source>Read Next</source>
            <translation>阅读下一篇</translation>
        </message>
        <message>
            <source>Edit Description…</source>
            <translation>编辑描述…</translation>
        </message>
        <message>
            <source>Keep Exported To…</source>
            <translation>持续导出到…</translation>
        </message>
        <message>
            <source>Stop Keeping Exported</source>
            <translation>停止持续导出</translation>
        </message>
        <message>
            <source>Delete List</source>
            <translation>删除列表</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>新建阅读列表…</translation>
        </message>
        <message>
            <source>Sort Tags by Name</source>
            <translation>按名称排序标签</translation>
        </message>
        <message>
            <source>Sort Tags by Count</source>
            <translation>按数量排序标签</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>将 %n 个标签合并到“{tag}”</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message>
            <source>Library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>阅读列表</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>已保存的搜索</translation>
        </message>
        <message>
            <source>Writing projects</source>
            <translation>写作项目</translation>
        </message>
        <message>
            <source>All entries</source>
            <translation>全部条目</translation>
        </message>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>最近 %n 天内添加</numerusform>
            </translation>
        </message>
        <message>
            <source>Recently added</source>
            <translation>最近添加</translation>
        </message>
        <message>
            <source>In no reading list</source>
            <translation>不在任何阅读列表中</translation>
        </message>
        <message>
            <source>Unfiled</source>
            <translation>未归入列表</translation>
        </message>
        <message>
            <source>Papers with an attached file not found</source>
            <translation>附件找不到的文献</translation>
        </message>
        <message>
            <source>Missing files</source>
            <translation>缺失的文件</translation>
        </message>
    </context>
    <context>
        <name>stats_view</name>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Reading statistics</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>Added and read per month</source>
            <translation>每月添加与阅读</translation>
        </message>
        <message>
            <source>Backlog</source>
            <translation>待读积压</translation>
        </message>
        <message>
            <source>papers not read yet, at the end of each month</source>
            <translation>每月末尚未阅读的文献</translation>
        </message>
        <message>
            <source>Time from added to read</source>
            <translation>从添加到阅读的时间</translation>
        </message>
        <message>
            <source>read papers that know when</source>
            <translation>已知阅读时间的已读文献</translation>
        </message>
        <message>
            <source>By venue</source>
            <translation>按出处</translation>
        </message>
        <message>
            <source>green: read</source>
            <translation>绿色：已读</translation>
        </message>
        <message>
            <source>By publication year</source>
            <translation>按出版年份</translation>
        </message>
        <message>
            <source>By tag</source>
            <translation>按标签</translation>
        </message>
        <message>
            <source>No tags yet</source>
            <translation>暂无标签</translation>
        </message>
        <message>
            <source>Reading Statistics</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>导出 PNG…</translation>
        </message>
        <message>
            <source>Show &amp;Numbers…</source>
            <translation>显示数字(&amp;N)…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>导出统计</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
    </context>
    <context>
        <name>table_cells</name>
        <message>
            <source>p. {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <source>p. {page} of {total}</source>
            <translation>第 {page} 页，共 {total} 页</translation>
        </message>
    </context>
    <context>
        <name>tag_editor</name>
        <message>
            <source>Type to find a tag; Enter or comma adds it, Backspace removes the last</source>
            <translation>输入以查找标签；按 Enter 或逗号添加，按退格键移除最后一个</translation>
        </message>
    </context>
    <context>
        <name>triage</name>
        <message>
            <source>Go through the unread papers of the view you came from, or the new imports</source>
            <translation>逐一查看来源视图中的未读文献，或新导入的文献</translation>
        </message>
        <message>
            <source>Back to Library  (Esc)</source>
            <translation>返回文献库  (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>New imports — unread papers added in the last %n days</source>
            <translation>
                <numerusform>新导入——最近 %n 天添加的未读文献</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} of {total}  ·  {left} left</source>
            <translation>第 {number}/{total} 篇  ·  剩余 {left} 篇</translation>
        </message>
        <message>
            <source>Nothing to triage</source>
            <translation>没有需要筛选的文献</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Nothing to triage here&lt;/h2&gt;&lt;p&gt;Every paper of this view has been read or started.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;这里没有需要筛选的文献&lt;/h2&gt;&lt;p&gt;此视图中的每篇文献都已读或已开始阅读。&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;全部完成&lt;/h2&gt;&lt;p&gt;您已看过 %n 篇文献：{read} 篇已读，{now} 篇现在阅读，{skipped} 篇跳过。&lt;/p&gt;&lt;p&gt;← 返回上一篇 · Esc 返回文献库&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>Marked read — Ctrl+Z undoes it</source>
            <translation>已标记为已读——按 Ctrl+Z 撤销</translation>
        </message>
        <message>
            <source>Marked reading — Ctrl+Z undoes it</source>
            <translation>已标记为在读——按 Ctrl+Z 撤销</translation>
        </message>
        <message>
            <source>No reading lists yet</source>
            <translation>尚无阅读列表</translation>
        </message>
    </context>
    <context>
        <name>triage_card</name>
        <message numerus="yes">
            <source>{authors}, and %n more</source>
            <translation>
                <numerusform>{authors} 等另外 %n 人</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>无摘要。</translation>
        </message>
        <message>
            <source>Suggested tags</source>
            <translation>建议的标签</translation>
        </message>
        <message>
            <source>Add the tag '{name}' (Ctrl+{number})</source>
            <translation>添加标签“{name}”(Ctrl+{number})</translation>
        </message>
    </context>
    <context>
        <name>triage_session</name>
        <message>
            <source>in “{list}”</source>
            <translation>“{list}”中</translation>
        </message>
        <message>
            <source>in a reading list</source>
            <translation>某个阅读列表中</translation>
        </message>
        <message>
            <source>tagged “{tag}”</source>
            <translation>带有标签“{tag}”</translation>
        </message>
        <message>
            <source>with the chosen tags</source>
            <translation>带有所选标签</translation>
        </message>
        <message numerus="yes">
            <source>added in the last %n days</source>
            <translation>
                <numerusform>最近 %n 天添加</numerusform>
            </translation>
        </message>
        <message>
            <source>in no reading list</source>
            <translation>不在任何阅读列表中</translation>
        </message>
        <message>
            <source>with a missing file</source>
            <translation>文件缺失</translation>
        </message>
        <message>
            <source>in the library</source>
            <translation>文献库中</translation>
        </message>
        <message>
            <source>Unread papers {place} matching “{query}”</source>
            <translation>{place}与“{query}”匹配的未读文献</translation>
        </message>
        <message>
            <source>Unread papers {place}</source>
            <translation>{place}的未读文献</translation>
        </message>
    </context>
    <context>
        <name>widgets</name>
        <message>
            <source>{rating} of {most} stars</source>
            <translation>{rating} / {most} 星</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>未评分</translation>
        </message>
        <message>
            <source>{rating} — click a star or press 0-5</source>
            <translation>{rating}——单击星标或按 0-5</translation>
        </message>
        <message>
            <source>Mark as {status}</source>
            <translation>标记为“{status}”</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>文献(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>列(&amp;C)</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>评分(&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>zotero_ui</name>
        <message>
            <source>Import from Zotero</source>
            <translation>从 Zotero 导入</translation>
        </message>
        <message>
            <source>Cannot import from Zotero: {reason}</source>
            <translation>无法从 Zotero 导入：{reason}</translation>
        </message>
        <message>
            <source>Zotero library</source>
            <translation>Zotero 文献库</translation>
        </message>
        <message>
            <source>Import from Zotero cancelled; nothing was kept</source>
            <translation>已取消从 Zotero 导入；未保留任何内容</translation>
        </message>
        <message>
            <source>Imported from Zotero: {summary}.</source>
            <translation>已从 Zotero 导入：{summary}。</translation>
        </message>
    </context>
</TS>
